/**
 * Whether a name could be an uploaded file's: Payload strips control characters and slashes from
 * the names it stores, so a file address with one names nothing, and is answered without asking
 * the database (PostgreSQL refuses a NUL in a query: that was a 500).
 */
export const isPossibleFileName = (name: string): boolean => name !== '' && !/[\u0000-\u001f\u007f/\\]/.test(name)
