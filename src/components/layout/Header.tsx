import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/data/globals'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/routes'

import styles from './Header.module.css'
import { LanguageSwitch } from './LanguageSwitch'

export async function Header({ locale }: { locale: Locale }) {
  const [site, t] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'nav' })])
  const items = [
    { href: paths.productList(), label: t('productCenter') },
    { href: paths.mdm(), label: t('mdm') },
    { href: paths.solutionList(), label: t('solutions') },
    { href: paths.newsTrend(), label: t('newsTrend') },
    { href: paths.introductory(), label: t('aboutUs') },
  ]
  return (
    <header className={styles.header}>
      {site.conferenceBanner.enabled && site.conferenceBanner.text && (
        <Link href={site.conferenceBanner.href} target="_blank" rel="noopener" className={styles.banner}>
          {site.conferenceBanner.text}
        </Link>
      )}
      <div className={`container ${styles.bar}`}>
        <Link href={paths.home()} className={styles.brand}>
          <span className={styles.mark} aria-hidden="true" />
          {site.companyName}
        </Link>
        <nav aria-label={t('home')} className={styles.nav}>
          {items.map((item) => (
            <Link key={item.href} href={item.href} className={styles.navLink}>
              {item.label}
            </Link>
          ))}
        </nav>
        <LanguageSwitch russianUrl={site.externalSites.russianUrl} />
      </div>
    </header>
  )
}
