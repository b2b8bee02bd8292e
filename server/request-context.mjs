// What the log lines of one request carry (its id, the trace id, the staff user once known), kept
// for the request's whole asynchronous path. The site's code reaches the same store through
// src/ops/log.ts by the global key, to name the signed-in staff user.
import { AsyncLocalStorage } from 'node:async_hooks'

const key = Symbol.for('rugged-site.request-context')

/** @type {AsyncLocalStorage<{ fields: Record<string, string | number> }>} */
export const requestContext = (/** @type {any} */ (globalThis)[key] ??= new AsyncLocalStorage())
