/** The queue mail waits in; the server's job runner works every queue (src/cms/jobs/runner.ts). */
export const mailQueue = 'mail'
