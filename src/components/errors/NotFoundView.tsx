import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { message } from '@/rules/messages'
import { paths } from '@/rules/paths'

import styles from './Errors.module.css'

/** Spec §2.3/§8: 404, 'This page could not be found', and the way back to the home page. */
/** `home`: the home page of the device the visitor is on (the mobile 404 passes /m.index). */
export async function NotFoundView({ locale, home = paths.home() }: { locale: Locale; home?: string }) {
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <section className={`container ${styles.panel}`} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{message('notFound', locale)}</h1>
      <p className={styles.hint}>{t('notFoundHint')}</p>
      <Link href={home} className={styles.action}>
        {message('backHome', locale)}
      </Link>
    </section>
  )
}
