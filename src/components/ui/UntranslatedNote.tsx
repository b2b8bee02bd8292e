import { getLocale, getTranslations } from 'next-intl/server'

import { isLocale, untranslatedLanguage } from '@/rules/language'
import { nativeLanguageName } from '@/rules/languageNames'

import styles from './UntranslatedNote.module.css'
import { SamePageIn } from './SamePageIn'

/**
 * Issue 40: a list in a language whose catalogue is not whole (Russian, a further language) shows
 * only what is published in it, and says where the rest is: this list in the language its readers
 * also read.
 */
export async function UntranslatedNote() {
  const locale = await getLocale()
  const other = isLocale(locale) ? untranslatedLanguage(locale) : null
  if (!other) return null
  const t = await getTranslations('common')
  return (
    <p className={styles.note}>
      {t.rich('untranslatedNote', {
        language: nativeLanguageName(other),
        link: (chunks) => (
<SamePageIn locale={other}>{chunks}</SamePageIn>
        ),
      })}
    </p>
  )
}
