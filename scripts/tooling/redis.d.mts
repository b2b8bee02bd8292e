/** A throwaway redis-server for tests, on a private free port (or `port`), without persistence. */
export function startRedis(options?: { port?: number; log?: (line: string) => void }): Promise<{
  url: string
  port: number
  pid: number
  stop(): void
  kill(): void
}>
