export type Labels = Record<string, string>
export interface Instruments {
  increment(name: string, labels?: Labels, by?: number): void
  observe(name: string, value: number, labels?: Labels): void
  set(name: string, value: number, labels?: Labels): void
  /** A gauge read at each scrape. */
  watch(name: string, read: () => number | Promise<number>): void
  /** The prom-client metric itself (the server's hot paths keep its child series). */
  metric?(name: string): any
}
export function instruments(): Instruments | undefined
export function installInstruments(value: Instruments | undefined): void
export function timedCall<T>(service: 'redis' | 's3' | 'smtp', operation: string, work: () => Promise<T>): Promise<T>
