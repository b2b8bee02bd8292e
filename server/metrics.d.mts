import type { IncomingMessage, Server, ServerResponse } from 'node:http'

import type { Registry } from 'prom-client'

import type { Instruments } from './instruments.ts'

export const metricNames: string[]
export function metricsPort(value?: string): number | null
export function createMetrics(options?: { sources?: Record<string, () => number | Promise<number>> }): { registry: Registry; record: Instruments }
export function startMetricsListener(registry: Registry, where: { port: number; host?: string }): Promise<Server>
export function markCachedAnswer(res: ServerResponse): void
export function routeClass(url: string, res: ServerResponse): string
export function createRequestTiming(record: Instruments): (req: IncomingMessage, res: ServerResponse, next: () => void) => void
export function lastThenNext(check: () => Promise<number>): () => number
