import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Image } from '@/components/media/Image'
import { SearchBox } from '@/components/search/SearchBox'
import { searchBoxText } from '@/components/search/text'
import { getSiteSettings } from '@/data/globals'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale, localizedPath } from '@/rules/language'
import { siteLanguageNames } from '@/rules/languageNames'
import { paths } from '@/rules/paths'

import styles from './Header.module.css'
import { LanguageSwitch } from './LanguageSwitch'
import { HeaderMenu } from './menu/HeaderMenu'
import { type HeaderHref, classifyHeaderHref } from './menu/links'
import { MissingPageLink } from './menu/MissingPageLink'
import { sectionRoots } from './menu/sections'
import type { HeaderMenuItem } from './menu/types'

const logoHeight = 36

/**
 * Spec §2.5 desktop header, rendered on the server: the conference banner, the brand, the
 * navigation (HeaderMenu: top-level links in the page, their panels fetched on intent), the
 * search box, the album link and the language drop-down.
 */
export async function Header({ locale }: { locale: Locale }) {
  const [site, t, searchText] = await Promise.all([getSiteSettings(locale), getTranslations({ locale, namespace: 'nav' }), searchBoxText(locale)])

  const items: HeaderMenuItem[] = [
    { id: 'products', label: t('productCenter'), href: paths.productList(), roots: sectionRoots.products, hasPanel: true },
    { id: 'mdm', label: t('mdm'), href: paths.mdm(), roots: sectionRoots.mdm, hasPanel: false },
    { id: 'solutions', label: t('solutions'), href: paths.solutionList(), roots: sectionRoots.solutions, hasPanel: true },
    { id: 'news', label: t('newsTrend'), href: paths.newsTrend(), roots: sectionRoots.news, hasPanel: true },
    { id: 'about', label: t('aboutUs'), href: paths.introductory(), roots: sectionRoots.about, hasPanel: true },
  ]

  const banner = site.conferenceBanner.enabled && site.conferenceBanner.text ? site.conferenceBanner : null
  const logo = site.logo

  return (
    <header className={banner ? `${styles.header} ${styles.withBanner}` : styles.header}>
      {banner && (
        <BannerLink href={classifyHeaderHref(banner.href)} opensInNewTab={t('opensInNewTab')}>
          <span className={styles.bannerText}>{banner.text}</span>
          <span className={styles.bannerArrow} aria-hidden="true" />
        </BannerLink>
      )}
      <div className={`container ${styles.bar}`}>
        <Link href={paths.home()} className={styles.brand}>
          {logo?.width && logo.height ? (
            <Image
              src={logo.url} focus={logo.focus}
              alt={site.companyName}
              width={Math.round((logo.width * logoHeight) / logo.height)}
              height={logoHeight}
              loading="eager"
            />
          ) : (
            <>
              <span className={styles.mark} aria-hidden="true" />
              {site.companyName}
            </>
          )}
        </Link>
        <HeaderMenu
          items={items}
          text={{ navigation: t('mainNavigation'), menuHint: t('menuHint'), loading: t('menuLoading'), failed: t('menuFailed') }}
        />
        <div className={styles.utility}>
          <SearchBox action={localizedPath(paths.search(), locale)} locale={locale} variant="header" text={searchText} />
          <Link href={paths.albumList()} className={styles.album}>
            <span className={styles.albumIcon} aria-hidden="true" />
            {t('albums')}
          </Link>
          <LanguageSwitch
            englishUrl={site.externalSites.englishUrl}
            // Spec §2.5: Russian is an external site, unless this site serves it (issue 40).
            russianUrl={isLocale('ru') ? '' : site.externalSites.russianUrl}
            names={siteLanguageNames()}
            text={{
              language: t('language'),
              currentLanguage: t('currentLanguage'),
              externalEnglishSite: t('externalEnglishSite'),
              opensInNewTab: t('opensInNewTab'),
            }}
          />
        </div>
      </div>
    </header>
  )
}

/** §1/§2.5: the conference banner opens its page in a new tab. */
function BannerLink({ href, opensInNewTab, children }: { href: HeaderHref; opensInNewTab: string; children: ReactNode }) {
  const hint = <span className="visually-hidden">{opensInNewTab}</span>
  switch (href.kind) {
    case 'internal':
      return (
        <Link href={href.href} target="_blank" rel="noopener" className={styles.banner}>
          {children}
          {hint}
        </Link>
      )
    case 'external':
      return (
        <a href={href.href} target="_blank" rel="noopener" className={styles.banner}>
          {children}
          {hint}
        </a>
      )
    case 'missing':
      return <MissingPageLink className={styles.banner}>{children}</MissingPageLink>
    default:
      return <div className={styles.banner}>{children}</div>
  }
}
