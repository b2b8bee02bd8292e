/**
 * What crosses between the production server (server/, loaded by Node) and the site's code
 * (src/, bundled by Next): one typed object under one global key. The two are separate module
 * graphs in one process — each loads its own copy of this file — so a module variable would not
 * be shared; this object is. Everything that crosses is listed here (docs/architecture.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import type { Logger } from 'pino'

import { decideVisitor, languageValue, webArrival, type Visitor } from './visitor.ts'

type Labels = Record<string, string>

/** The process's metrics, installed by the server when METRICS_PORT is set (server/metrics.ts). */
export interface Instruments {
  increment(name: string, labels?: Labels, by?: number): void
  observe(name: string, value: number, labels?: Labels): void
  set(name: string, value: number, labels?: Labels): void
  /** A gauge read at each scrape. */
  watch(name: string, read: () => number | Promise<number>): void
}


/** One request, from the front door to its answer: who asks, and what its log line will carry. */
export interface RequestContext {
  readonly id: string
  readonly visitor: Visitor
  /** Fields of the request's log line, and of every line logged while it runs. */
  readonly fields: { reqId: string; user?: string | number; traceId?: string }
  /** A client error Payload or Next logged during the request: goes on its line, not one of its own. */
  error?: string
  /** The request line is written: later lines of the request are dropped. */
  written: boolean
  /** The earliest rendering of a page the answer relies on (the cache handler notes it; the page cache reads it). */
  renderedAt?: number
  /** A made-up document address, answered with the not-found page (server/unknown-address.ts). */
  notFoundPage?: boolean
  /** A write (POST, PUT, PATCH, DELETE) to an address that names no page: 404 before Next (server/request-guard.ts). */
  noSuchPage?: boolean
}

/** A route the server calls without Next's router (src/app/api/_lib/directRoutes.ts registers it). */
export type DirectRoute = (request: Request, context: { params: Promise<object> }) => Promise<Response>

interface Registry {
  instruments: Instruments | undefined
  /** The process's logger (pino), installed by the server (server/log.ts): Payload's and the site's lines go through it. */
  logger: Logger | undefined
  readonly requests: AsyncLocalStorage<RequestContext>
  readonly directRoutes: Map<string, DirectRoute>
  /** Caches of finished answers in front of Next, emptied on any tag expiry (server/page-cache.ts). */
  readonly frontCaches: Set<{ clear(): void }>
  /** Next's cache handler's one cache per build folder (server/cache/handler.ts): Next makes a handler per request. */
  readonly siteCaches: Map<string, unknown>
  /** Set on SIGTERM: /api/ready answers 503 while the server drains (server/graceful-shutdown.ts). */
  draining: boolean
}

const key = Symbol.for('rugged-site.registry')

export const registry: Registry = ((globalThis as Record<symbol, Registry | undefined>)[key] ??= {
  instruments: undefined,
  logger: undefined,
  requests: new AsyncLocalStorage<RequestContext>(),
  directRoutes: new Map(),
  frontCaches: new Set(),
  siteCaches: new Map(),
  draining: false,
})

/**
 * Times a call to a dependency (redis, s3, smtp) into the metrics: its latency, and an error
 * counted when it throws (the error goes on to the caller).
 */
export async function measuredCall<T>(service: 'redis' | 's3' | 'smtp', operation: string, work: () => Promise<T>): Promise<T> {
  const record = registry.instruments
  if (!record) return work()
  const started = performance.now()
  try {
    return await work()
  } catch (error) {
    record.increment('site_dependency_errors_total', { service, operation })
    throw error
  } finally {
    record.observe('site_dependency_duration_seconds', (performance.now() - started) / 1000, { service, operation })
  }
}

/**
 * The visitor of the request being answered, as the server decided it at the front door: the one
 * way the site's code learns who asks. A call that declares its language in its body passes it
 * (`declared`), which comes first. Outside the server (`next dev`, a build) the visitor is decided
 * from the request itself, with no address to trust.
 */
export function visitorOf(request: { url?: string; headers: { get(name: string): string | null } }, declared?: unknown): Visitor {
  const decided = registry.requests.getStore()?.visitor ?? decideVisitor(webArrival(request), 0)
  const language = languageValue(declared)
  return language && language !== decided.language ? { ...decided, language } : decided
}
