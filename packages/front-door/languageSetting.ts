/**
 * Issue 40: the SITE_LANGUAGES setting checked where it enters, at the start (server/start.ts)
 * and the build (next.config.ts): every language written in the code or known to Intl, Chinese
 * first. Apart from ./languages.ts, so the browser never loads the check.
 */
import { defaultLocale, isWritten, listedLanguages, type Locale, writtenLocales } from './languages.ts'

/** The languages SITE_LANGUAGES names, or an error that says which is wrong and why. */
export function siteLanguages(configured?: string): readonly Locale[] {
  const named = listedLanguages(configured)
  const unknown = named.filter((name) => !isWritten(name) && !intlLanguage(name))
  if (unknown.length) {
    throw new Error(
      `SITE_LANGUAGES: ${unknown.join(', ')} neither among the languages the site is written in (${writtenLocales.join(', ')}) nor a language code Intl knows (lower case, as de or fil)`,
    )
  }
  if (named[0] !== defaultLocale) throw new Error(`SITE_LANGUAGES must start with ${defaultLocale}, the default language (spec §3)`)
  return named
}

/**
 * A further language's facts, all from Intl (none typed here): its name in itself and its likely
 * region; null unless the code is a lower-case language subtag in its canonical form (not iw, mo)
 * whose own data Intl has, so that it names the language in itself (not xx, und, tlh).
 */
export function intlLanguage(code: string): { name: string; region: string } | null {
  if (!/^[a-z]{2,3}$/.test(code) || Intl.DisplayNames.supportedLocalesOf([code])[0] !== code) return null
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code)
  const { region } = new Intl.Locale(code).maximize()
  return name && name !== code && region ? { name: name.charAt(0).toLocaleUpperCase(code) + name.slice(1), region } : null
}
