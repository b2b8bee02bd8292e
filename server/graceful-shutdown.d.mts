import type { Server } from 'node:http'

export declare const defaultGraceSeconds: number
export declare function shutdownGraceMs(value?: string): number
export declare function trackForShutdown(server: Server, options?: { graceMs?: number; log?: (line: string) => void }): { drain(): Promise<0 | 1> }
export declare function exitGracefullyOnSignal(server: Server, options?: { graceMs?: number; log?: (line: string) => void }): void
