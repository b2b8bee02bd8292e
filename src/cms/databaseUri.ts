/**
 * Which database DATABASE_URI names, without loading any database code: read by the CMS
 * (./database.ts) and by the backup command (server/backup, run by Node itself).
 */
export const defaultDatabaseUri = 'file:./data/site.db'

export function isPostgresUri(uri: string): boolean {
  return /^postgres(ql)?:\/\//.test(uri)
}
