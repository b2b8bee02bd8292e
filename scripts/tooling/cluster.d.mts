import type { startNginx } from './nginx.mjs'
import type { startServer } from './server.mjs'

type Instance = Awaited<ReturnType<typeof startServer>>

export const backupBucket: string

export function startCluster(options: { dir: string; env?: Record<string, string>; log?: (line: string) => void }): Promise<{
  postgres: { uri: string; port: number; createDatabase(name: string): Promise<string>; halt(mode?: 'smart' | 'fast' | 'immediate'): void; resume(): void; stop(): void }
  redis: { url: string; port: number; pid: number; stop(): void; kill(): void }
  s3: { endpoint: string; port: number; bucket: string; env: Record<string, string>; stop(): Promise<void> }
  a: Instance
  b: Instance
  nginx: Awaited<ReturnType<typeof startNginx>>
  env: NodeJS.ProcessEnv
  folders: { a: string; b: string }
  /** Each instance's METRICS_PORT. */
  metricsPorts: { a: number; b: number }
  /** Starts a stopped instance again on its port, with its folder and settings. */
  restart(name: 'a' | 'b'): Promise<Instance>
  firstStart: { code: number | null; report: { ok: boolean; seeded: boolean; migrations: string[] } | null; logFile: string }[]
  bReadyMs: number
  stop(): Promise<void>
  stopSync(): void
}>
