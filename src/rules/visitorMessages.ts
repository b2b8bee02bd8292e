/**
 * The spec's own visitor texts (§5 enquiry rules, §8 error catalogue), verbatim, in both
 * languages: the part of the catalogue (rules/messages.ts) that pages use in the browser, kept
 * apart so a page's first load carries these few lines and not the API's whole catalogue.
 */
import { refusals } from '@rugged/front-door/refusals'

import { type Locale, textLanguage, type WrittenLocale } from './language'
import { enquiryContentMaxLength } from './limits'

export type LocalizedText = Readonly<Record<WrittenLocale, string>>

export const visitorMessages = {
  // §5 / §8
  contentEmpty: { zh: '请输入咨询内容！', en: 'Please enter the content of the inquiry!', ru: 'Введите текст обращения!' },
  emailEmpty: { zh: '请输入邮箱地址！', en: 'Please input the email address!', ru: 'Введите адрес электронной почты!' },
  contentTooLong: {
    zh: `咨询内容过长，长度须小于${enquiryContentMaxLength}！`,
    en: `Consultation content is too long, the length must be less than ${enquiryContentMaxLength}!`,
    ru: `Текст обращения слишком длинный: он должен быть короче ${enquiryContentMaxLength} символов!`,
  },
  emailFormat: { zh: '邮箱格式错误！', en: 'E-mail format error!', ru: 'Неверный формат адреса электронной почты!' },
  submitFailed: { zh: '提交失败，请刷新后重试！', en: 'Submission failed, please refresh and try again!', ru: 'Не удалось отправить, обновите страницу и попробуйте снова!' },
  submitSuccess: { zh: '提交成功！', en: 'Submitted successfully!', ru: 'Успешно отправлено!' },
  // §2.3 / §8: error pages
  notFound: refusals.notFound,
  backHome: { zh: '返回首页', en: 'Back to the home page', ru: 'Вернуться на главную' },
  genericError: { zh: '错误', en: 'Error', ru: 'Ошибка' },
  // §7 / §8: the spec gives only the Chinese text for network/server errors.
  serverError: { zh: '服务器内部错误', en: 'Internal server error', ru: 'Внутренняя ошибка сервера' },
  // §2.5 / §8: a console message for developers; the spec gives it in Chinese only and
  // the console is not visitor-facing, so the English entry is a translation for the log.
  pageMissing: { zh: '找不到该项相关页面', en: 'No page found for this item', ru: 'Страница для этого элемента не найдена' },
} as const satisfies Record<string, LocalizedText>

export type VisitorMessageId = keyof typeof visitorMessages

export function visitorMessage(id: VisitorMessageId, locale: Locale): string {
  return visitorMessages[id][textLanguage(locale)]
}
