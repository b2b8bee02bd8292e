import type { startServer } from './server.mjs'

type Instance = Awaited<ReturnType<typeof startServer>>

export function startCluster(options: { dir: string; env?: Record<string, string>; log?: (line: string) => void }): Promise<{
  postgres: { uri: string; port: number; stop(): void }
  redis: { url: string; port: number; pid: number; stop(): void; kill(): void }
  s3: { endpoint: string; bucket: string; env: Record<string, string>; stop(): Promise<void> }
  a: Instance
  b: Instance
  nginx: { url: string; port: number; pid: number; stop(): void }
  env: NodeJS.ProcessEnv
  folders: { a: string; b: string }
  firstStart: { code: number | null; report: { ok: boolean; seeded: boolean; migrations: string[] } | null; logFile: string }[]
  bReadyMs: number
  stop(): Promise<void>
  stopSync(): void
}>
