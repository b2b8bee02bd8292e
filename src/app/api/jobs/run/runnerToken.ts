import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * The jobs route opens only to the server's own timer (server/jobs-runner.ts). The server makes a
 * random token at start and hands it to this route through this variable (the route runs in the
 * same process); its timer presents it as `Authorization: Bearer <token>`. It is never configured,
 * logged or derived from anything, so no visitor can present it. (The server names the variable
 * too; tests/unit/jobs-runner.test.ts holds the two names equal.)
 */
export const jobsRunnerTokenVariable = 'JOBS_RUNNER_TOKEN'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * True only when a token was issued (at least 32 characters) and the Authorization header presents
 * exactly it. Compared in constant time.
 */
export function isJobsRunnerRequest(authorization: string | null | undefined, expected = process.env[jobsRunnerTokenVariable]): boolean {
  if (typeof expected !== 'string' || expected.length < 32 || typeof authorization !== 'string') return false
  const presented = /^Bearer (\S+)$/.exec(authorization)?.[1]
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected))
}
