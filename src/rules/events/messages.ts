/**
 * The answers of the registration, sign-in and invitation calls and the registration schema's
 * field errors, in every written language. The text lives in the catalogue (i18n/messages/<locale>/
 * eventAnswers.json); this table is its typed face for the API's answers and the schema, which
 * run outside a next-intl request (and in the browser, with the form).
 */
import en from '../../i18n/messages/en/eventAnswers.json'
import ru from '../../i18n/messages/ru/eventAnswers.json'
import zh from '../../i18n/messages/zh/eventAnswers.json'
import { type Locale, textLanguage, type WrittenLocale } from '../language'
import { fillPlaceholders, type LocalizedText, type MessageParams } from '../messages'

export type EventMessageId = keyof typeof zh

const catalogue: Record<WrittenLocale, Record<EventMessageId, string>> = { zh, en, ru }

export const eventMessages = Object.fromEntries(
  (Object.keys(zh) as EventMessageId[]).map((id) => [id, { zh: catalogue.zh[id], en: catalogue.en[id], ru: catalogue.ru[id] }]),
) as Record<EventMessageId, LocalizedText>

export function eventMessage(id: EventMessageId, locale: Locale, params?: MessageParams): string {
  return fillPlaceholders(catalogue[textLanguage(locale)][id], params)
}
