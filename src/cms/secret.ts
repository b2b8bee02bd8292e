import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET signs admin sessions. When the operator gives none, one is generated once and
 * kept beside the database, so sessions survive a restart without any set-up; several instances
 * (scale-out mode) must be given one, the same everywhere.
 */
export function resolveSecret(dataDir: string): string {
  const fromEnv = process.env.PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  // Several instances (REDIS_URL) must sign sessions alike, and a generated secret differs on each.
  // The server refuses to start so (server/scale-out.ts); this covers the CLI (`payload migrate`).
  if (process.env.REDIS_URL) throw new Error('REDIS_URL is set, so this instance is one of several: give every instance the same PAYLOAD_SECRET.')
  const file = path.join(dataDir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
