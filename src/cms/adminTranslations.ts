/**
 * Issue 38, item 8: Payload's own admin words, where its Chinese read as English or as code
 * ("Payload 设置"), in every language the admin is written in (Payload's `i18n.translations`).
 */
export const adminTranslations = {
  zh: { general: { payloadSettings: '系统设置' } },
  en: { general: { payloadSettings: 'Settings' } },
  ru: { general: { payloadSettings: 'Настройки' } },
}
