export const checkpointPagesVariable: string
export const fallbackPages: number
export function startSqliteCheckpoints(options?: { uri?: string; intervalMs?: number; log?: (line: string) => void }): { stop(): Promise<void> }
