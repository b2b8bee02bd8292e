// The backup command, run by Node itself (its type stripping; no build step):
//
//   npm run backup                              node server/backup/cli.ts backup
//   npm run restore -- <backup> [--force]       node server/backup/cli.ts restore <backup> [--force]
//
// <backup> is a backup's folder, s3://bucket/key, or a key in BACKUP_S3_BUCKET. The schedule runs
// `backup --record=<id>` to complete the record it claimed (server/backup/scheduled.ts). Exit 0 on
// success; 1 with the reason on the last line otherwise (a restore whose counts differ from the
// manifest's included).
import { takeBackup } from './backup.ts'
import { restoreBackup } from './restore.ts'

const usage = 'usage: node server/backup/cli.ts backup | restore <backup folder | s3://bucket/key | key> [--force]'

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args
  const options = rest.filter((arg) => arg.startsWith('--'))
  const operands = rest.filter((arg) => !arg.startsWith('--'))
  const log = (line: string) => console.log(line)
  if (command === 'backup' && operands.length === 0 && options.every((option) => option.startsWith('--record='))) {
    const recordId = options[0]?.slice('--record='.length) || undefined
    await takeBackup({ env: process.env, log, recordId })
    return
  }
  if (command === 'restore' && operands.length === 1 && options.every((option) => option === '--force')) {
    const result = await restoreBackup(operands[0]!, { env: process.env, log, force: options.includes('--force') })
    if (result.differing.length > 0) throw new Error(`restored counts differ from the backup's for ${result.differing.join(', ')}`)
    console.log(`Restored ${result.manifest.name} from ${result.location} in ${result.seconds} s${result.migrated.length > 0 ? `, migrated forward by ${result.migrated.length} migration(s)` : ''}. Start the site with npm start.`)
    return
  }
  throw new Error(usage)
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  console.error(`✖ ${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
