/**
 * The site's side of the server's logger (server/log.ts, pino): one logger for the whole process,
 * installed in the registry (packages/front-door/registry.ts) by the server; without it (a build, a
 * CLI, a test), the console. Log through `siteLog()`; never put what a visitor wrote (an enquiry,
 * an address) in a line.
 */
import { registry } from '@rugged/front-door/registry'
import type { Logger } from 'pino'

interface LogMethods {
  info(object: object, message?: string): void
  info(message: string): void
  warn(object: object, message?: string): void
  warn(message: string): void
  error(object: object, message?: string): void
  error(message: string): void
}

const consoleLog: LogMethods = {
  info: (first: unknown, message?: string) => console.info(...[first, message].filter((part) => part !== undefined)),
  warn: (first: unknown, message?: string) => console.warn(...[first, message].filter((part) => part !== undefined)),
  error: (first: unknown, message?: string) => console.error(...[first, message].filter((part) => part !== undefined)),
}

/** The process's logger: the server's pino logger, or the console. */
export function siteLog(): LogMethods {
  return registry.logger ?? consoleLog
}

/** The server's pino logger, when the server made one (Payload's config takes it as its logger). */
export function serverLogger(): Logger | undefined {
  return registry.logger
}

/** Names the signed-in staff user in the request's log line (and every line after it). */
export function noteStaffUser(id: number | string): void {
  const context = registry.requests.getStore()
  if (context) context.fields.user = id
}
