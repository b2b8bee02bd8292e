import { describe, expect, it } from 'vitest'
import { locales, writtenLocales } from '../../src/rules/language'
import { isMessageId, message, messages, type MessageId } from '../../src/rules/messages'

const specTexts: Record<string, { zh: string; en: string }> = {
  contentEmpty: { zh: '请输入咨询内容！', en: 'Please enter the content of the inquiry!' },
  emailEmpty: { zh: '请输入邮箱地址！', en: 'Please input the email address!' },
  contentTooLong: {
    zh: '咨询内容过长，长度须小于200！',
    en: 'Consultation content is too long, the length must be less than 200!',
  },
  emailFormat: { zh: '邮箱格式错误！', en: 'E-mail format error!' },
  submitFailed: { zh: '提交失败，请刷新后重试！', en: 'Submission failed, please refresh and try again!' },
  submitSuccess: { zh: '提交成功！', en: 'Submitted successfully!' },
  notFound: { zh: '页面未找到', en: 'This page could not be found' },
  backHome: { zh: '返回首页', en: 'Back to the home page' },
  genericError: { zh: '错误', en: 'Error' },
  serverError: { zh: '服务器内部错误', en: 'Internal server error' },
  pageMissing: { zh: '找不到该项相关页面', en: 'No page found for this item' },
}

const apiTexts: Record<string, { zh: string; en: string; ru: string }> = {
  invalidJson: { zh: '请求体不是有效的 JSON。', en: 'The request body is not valid JSON.', ru: 'Тело запроса не является корректным JSON.' },
  invalidBody: { zh: '请求体必须是 JSON 对象。', en: 'The request body must be a JSON object.', ru: 'Тело запроса должно быть JSON-объектом.' },
  unsupportedContentType: {
    zh: '不支持的内容类型，请以 application/json 发送。',
    en: 'Unsupported content type; send application/json.',
    ru: 'Неподдерживаемый тип содержимого; отправляйте application/json.',
  },
  payloadTooLarge: { zh: '请求体过大。', en: 'The request body is too large.', ru: 'Тело запроса слишком велико.' },
  unknownField: { zh: '未知字段：{field}。', en: 'Unknown field: {field}.', ru: 'Неизвестное поле: {field}.' },
  invalidField: { zh: '字段 {field} 的类型不正确。', en: 'Field {field} has the wrong type.', ru: 'Поле {field} имеет неверный тип.' },
  invalidLanguage: { zh: '语言参数无效，请使用 {languages}。', en: 'Invalid language; use {languages}.', ru: 'Недопустимый язык; используйте {languages}.' },
  rateLimited: { zh: '请求过于频繁，请稍后再试。', en: 'Too many requests, please try again later.', ru: 'Слишком много запросов, повторите попытку позже.' },
  serviceUnavailable: { zh: '服务暂时不可用，请稍后再试。', en: 'The service is briefly unavailable. Please try again shortly.', ru: 'Сервис временно недоступен. Повторите попытку чуть позже.' },
  notFoundResource: { zh: '请求的内容不存在。', en: 'The requested item does not exist.', ru: 'Запрошенный материал не найден.' },
  unauthorized: { zh: '需要管理员登录。', en: 'Administrator login required.', ru: 'Требуется вход администратора.' },
  forbiddenForRole: { zh: '您的角色无权使用此功能。', en: 'Your role does not give access to this.', ru: 'Ваша роль не даёт доступа к этой функции.' },
  badRequest: { zh: '参数无效：{param}。', en: 'Invalid parameter: {param}.', ru: 'Недопустимый параметр: {param}.' },
  methodNotAllowed: { zh: '不支持该请求方法。', en: 'Method not allowed.', ru: 'Метод запроса не поддерживается.' },
  crossSiteRequest: { zh: '请在本网站的页面上提交。', en: 'Please submit this from a page of this site.', ru: 'Отправьте форму со страницы этого сайта.' },
  tooManyAttempts: { zh: '尝试次数过多，请 {minutes} 分钟后再试。', en: 'Too many attempts. Please try again in {minutes} min.', ru: 'Слишком много попыток. Повторите через {minutes} мин.' },
  searchQueryTooLong: { zh: '搜索内容过长，最多 200 个字符。', en: 'The search text is too long: at most 200 characters.', ru: 'Слишком длинный поисковый запрос: не более 200 символов.' },
  searchTypeInvalid: {
    zh: '搜索类型无效，请使用 product、solution、caseStudy、document、news、partner、job、page。',
    en: 'Invalid search type; use product, solution, caseStudy, document, news, partner, job, page.',
    ru: 'Недопустимый тип поиска; используйте product, solution, caseStudy, document, news, partner, job, page.',
  },
}

describe('§8 error catalogue', () => {
  it.each(Object.entries(specTexts))('%s has the spec text in both languages', (id, texts) => {
    expect(isMessageId(id)).toBe(true)
    expect(message(id as MessageId, 'zh')).toBe(texts.zh)
    expect(message(id as MessageId, 'en')).toBe(texts.en)
  })

  it('keeps the server error text in Chinese as the spec gives it', () => {
    expect(messages.serverError.zh).toBe('服务器内部错误')
  })
})

describe('API error messages (beyond §8)', () => {
  it.each(Object.entries(apiTexts))('%s reads the same in the catalogue', (id, texts) => {
    expect(messages[id as MessageId]).toEqual(texts)
  })

  it('has exactly the spec and API messages, no more', () => {
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(specTexts), ...Object.keys(apiTexts)].sort())
  })

  it('fills {field} and {param} in the requested language', () => {
    expect(message('unknownField', 'en', { field: 'foo' })).toBe('Unknown field: foo.')
    expect(message('unknownField', 'zh', { field: 'foo' })).toBe('未知字段：foo。')
    expect(message('invalidField', 'en', { field: 'email' })).toBe('Field email has the wrong type.')
    expect(message('badRequest', 'zh', { param: 'page' })).toBe('参数无效：page。')
    expect(message('badRequest', 'en', { param: 3 })).toBe('Invalid parameter: 3.')
  })

  it('names the languages a call may give, as the site is configured', () => {
    const configured: Record<string, string[]> = {
      'zh,en': ['语言参数无效，请使用 zh、en、0 或 1。', 'Invalid language; use zh, en, 0 or 1.', 'Недопустимый язык; используйте zh, en, 0 или 1.'],
      'zh,en,ru': ['语言参数无效，请使用 zh、en、ru、0、1 或 2。', 'Invalid language; use zh, en, ru, 0, 1 or 2.', 'Недопустимый язык; используйте zh, en, ru, 0, 1 или 2.'],
      'zh,en,ru,de': ['语言参数无效，请使用 zh、en、ru、de、0、1、2 或 3。', 'Invalid language; use zh, en, ru, de, 0, 1, 2 or 3.', 'Недопустимый язык; используйте zh, en, ru, de, 0, 1, 2 или 3.'],
    }
    expect(writtenLocales.map((locale) => message('invalidLanguage', locale))).toEqual(configured[locales.join(',')])
  })

  it('leaves a placeholder without a param visible', () => {
    expect(message('unknownField', 'en')).toBe('Unknown field: {field}.')
    expect(message('unknownField', 'en', { other: 'x' })).toBe('Unknown field: {field}.')
  })

  it('does not let a param value be re-interpolated', () => {
    expect(message('badRequest', 'en', { param: '{param}' })).toBe('Invalid parameter: {param}.')
  })

  it('recognises only catalogue ids', () => {
    expect(isMessageId('toString')).toBe(false)
    expect(isMessageId('nope')).toBe(false)
    expect(isMessageId(1)).toBe(false)
  })
})
