/**
 * Spec §8 (error catalogue) and §5 (enquiry messages), in both languages.
 * The spec's own texts are kept verbatim in rules/visitorMessages.ts (the part pages use in the
 * browser); the API messages here are ours, since the spec lists no errors for malformed
 * requests but the enquiry endpoint must answer them.
 */
import { refusals } from '@rugged/front-door/refusals'

import { type Locale, textLanguage } from './language'
import { languageChoices } from './languageNames'
import { searchQueryMaxLength, searchTypes } from './search'
import { type LocalizedText, visitorMessages } from './visitorMessages'

export type { LocalizedText }

export const messages = {
  ...visitorMessages,

  // API errors (not in the spec). {field}, {param} and {languages} are filled in by message().
  invalidJson: { zh: '请求体不是有效的 JSON。', en: 'The request body is not valid JSON.', ru: 'Тело запроса не является корректным JSON.' },
  invalidBody: { zh: '请求体必须是 JSON 对象。', en: 'The request body must be a JSON object.', ru: 'Тело запроса должно быть JSON-объектом.' },
  unsupportedContentType: { zh: '不支持的内容类型，请以 application/json 发送。', en: 'Unsupported content type; send application/json.', ru: 'Неподдерживаемый тип содержимого; отправляйте application/json.' },
  payloadTooLarge: { zh: '请求体过大。', en: 'The request body is too large.', ru: 'Тело запроса слишком велико.' },
  unknownField: { zh: '未知字段：{field}。', en: 'Unknown field: {field}.', ru: 'Неизвестное поле: {field}.' },
  invalidField: { zh: '字段 {field} 的类型不正确。', en: 'Field {field} has the wrong type.', ru: 'Поле {field} имеет неверный тип.' },
  invalidLanguage: { zh: '语言参数无效，请使用 {languages}。', en: 'Invalid language; use {languages}.', ru: 'Недопустимый язык; используйте {languages}.' },
  rateLimited: { zh: '请求过于频繁，请稍后再试。', en: 'Too many requests, please try again later.', ru: 'Слишком много запросов, повторите попытку позже.' },
  // 503: the database is stopped, restarting or unreachable; the same call works once it is back.
  serviceUnavailable: refusals.serviceUnavailable,
  notFoundResource: { zh: '请求的内容不存在。', en: 'The requested item does not exist.', ru: 'Запрошенный материал не найден.' },
  unauthorized: { zh: '需要管理员登录。', en: 'Administrator login required.', ru: 'Требуется вход администратора.' },
  // Issue 26: a staff member whose role does not include this part of the CMS.
  forbiddenForRole: { zh: '您的角色无权使用此功能。', en: 'Your role does not give access to this.', ru: 'Ваша роль не даёт доступа к этой функции.' },
  badRequest: { zh: '参数无效：{param}。', en: 'Invalid parameter: {param}.', ru: 'Недопустимый параметр: {param}.' },
  methodNotAllowed: refusals.methodNotAllowed,
  crossSiteRequest: { zh: '请在本网站的页面上提交。', en: 'Please submit this from a page of this site.', ru: 'Отправьте форму со страницы этого сайта.' },
  // Admin sign-in and password reset, per client address ({minutes}: until the window ends).
  // Site search (issue 14): GET /api/front/search.
  searchQueryTooLong: {
    zh: `搜索内容过长，最多 ${searchQueryMaxLength} 个字符。`,
    en: `The search text is too long: at most ${searchQueryMaxLength} characters.`,
    ru: `Слишком длинный поисковый запрос: не более ${searchQueryMaxLength} символов.`,
  },
  searchTypeInvalid: {
    zh: `搜索类型无效，请使用 ${searchTypes.join('、')}。`,
    en: `Invalid search type; use ${searchTypes.join(', ')}.`,
    ru: `Недопустимый тип поиска; используйте ${searchTypes.join(', ')}.`,
  },
  tooManyAttempts: { zh: '尝试次数过多，请 {minutes} 分钟后再试。', en: 'Too many attempts. Please try again in {minutes} min.', ru: 'Слишком много попыток. Повторите через {minutes} мин.' },
} as const satisfies Record<string, LocalizedText>

export type MessageId = keyof typeof messages

export type MessageParams = Readonly<Record<string, string | number>>

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(messages, value)
}

/** Fills `{name}` placeholders; one without a matching param stays visible, so it shows up in review. */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  )
}

/** A message in a language; {languages} is what a call may give as its language (the site's). */
export function message(id: MessageId, locale: Locale, params?: MessageParams): string {
  return fillPlaceholders(messages[id][textLanguage(locale)], { languages: languageChoices(locale), ...params })
}
