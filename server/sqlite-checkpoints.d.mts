export const checkpointPagesVariable: string
export const fallbackPages: number
export function startSqliteCheckpoints(options?: { uri?: string; intervalMs?: number; idleMs?: number; log?: (line: string) => void }): {
  wake(): void
  readonly running: boolean
  stop(): Promise<void>
}
