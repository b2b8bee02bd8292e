import type { Duplex } from 'node:stream'
import type { IncomingMessage, ServerResponse } from 'node:http'

type Texts = { readonly zh: string; readonly en: string }
export const allowedMethods: readonly string[]
export const guardMessages: { readonly methodNotAllowed: Texts; readonly badRequest: Texts }
export function isWellFormedPath(target: string | undefined): boolean
export function refuseRequest(req: {
  method?: string
  url?: string
  headers: Record<string, string | string[] | undefined>
}): null | { status: number; headers: Record<string, string>; body: string }
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean
export function callerLanguage(url: string | undefined, acceptLanguage: string | string[] | undefined): "zh" | "en"
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void
export function answerConnect(req: IncomingMessage, socket: Duplex): void
