/**
 * The database step of `npm start` (bundled and run by server/database-step.ts, on plain
 * Node): migrate, ensure an administrator, seed an empty database.
 */
import { prepareDatabase } from './prepareDatabase'

try {
  await prepareDatabase()
  process.exit(0)
} catch (error) {
  console.error('Preparing the database failed:', error)
  process.exit(1)
}
