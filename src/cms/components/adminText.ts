/** The admin's two languages: Chinese when the admin is in Chinese, English otherwise. */
export function adminText(language: string | undefined, zh: string, en: string): string {
  return language === 'zh' ? zh : en
}
