export function drillConfig(targets: string[]): string
export function startPrometheus(options: { targets: string[]; log?: (line: string) => void }): Promise<{
  url: string
  query(expression: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>
  stop(): void
}>
