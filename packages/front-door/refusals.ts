/**
 * What the server may answer before the site's code runs — a request it refuses, a page it cannot
 * render while the database is away — in every language. The site's messages (src/rules/messages.ts)
 * take the same texts from here, so the two never drift apart.
 */
import type { WrittenLocale } from './languages.ts'

export const refusals = {
  serviceUnavailable: { zh: '服务暂时不可用，请稍后再试。', en: 'The service is briefly unavailable. Please try again shortly.', ru: 'Сервис временно недоступен. Повторите попытку чуть позже.' },
  methodNotAllowed: { zh: '不支持该请求方法。', en: 'Method not allowed.', ru: 'Метод запроса не поддерживается.' },
  malformedRequest: { zh: '请求格式错误。', en: 'The request is malformed.', ru: 'Неверный формат запроса.' },
  // §2.3 / §8: the 404 page's heading, also the answer to a write to an address that names no page.
  notFound: { zh: '页面未找到', en: 'This page could not be found', ru: 'Страница не найдена' },
} as const satisfies Record<string, Record<WrittenLocale, string>>

/** Retry-After of a 503 (spec §9 has none; a database restart takes a few seconds). */
export const unavailableRetryAfterSeconds = 5
