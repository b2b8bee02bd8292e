import type { IncomingMessage, ServerResponse } from 'node:http'

import type { KeptAnswer } from './page-cache.mjs'

type Asked = Pick<IncomingMessage, 'method' | 'url' | 'headers'>
export const unavailableMessage: { zh: string; en: string }
export const retryAfterSeconds: number
export function isPageRead(req: Asked): boolean
export function pageLanguage(url: string | undefined): 'zh' | 'en'
export function unavailablePage(url: string | undefined): KeptAnswer
export function answerFailuresWithLastCopy(req: IncomingMessage, res: ServerResponse, lastCopy: (asked: Asked) => KeptAnswer | null): void
