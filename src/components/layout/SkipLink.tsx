import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/rules/language'

import styles from './SkipLink.module.css'

/** The id of every page's <main>, the skip link's target (it carries tabIndex={-1} to take the focus). */
const mainContentId = 'main'

/**
 * WCAG 2.4.1: the first focusable element of every page, shown when focused, jumps past the header
 * to the main content. A plain fragment link: it works before (and without) JavaScript, and the
 * browser moves the focus to <main id="main" tabindex="-1">.
 */
export async function SkipLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'keyboard' })
  return (
    <a href={`#${mainContentId}`} className={styles.skipLink} data-testid="skip-link">
      {t('skipToContent')}
    </a>
  )
}
