// `npm run backup`: a consistent snapshot of the SQLite database and a copy of the media folder,
// in <BACKUP_DIR, default ./backups>/<UTC timestamp>/, while the site keeps serving. For
// PostgreSQL (and media on S3) it prints what to use instead and writes nothing. See lib/backup.mjs.
import { backup } from '../server/backup.mjs'

try {
  await backup()
} catch (error) {
  console.error(`✖ Backup failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
