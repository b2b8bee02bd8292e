import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { loadHeader } from '@/data/header'
import { SearchBox } from '@/components/search/SearchBox'
import { searchBoxText } from '@/components/search/text'
import { Link } from '@/i18n/navigation'
import { type Locale, localizedPath } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './Header.module.css'
import { LanguageSwitch } from './LanguageSwitch'
import { HeaderMenu } from './menu/HeaderMenu'
import { type HeaderHref, classifyHeaderHref } from './menu/links'
import { showViewMore, visibleProducts } from './menu/megaMenu'
import { MissingPageLink } from './menu/MissingPageLink'
import { sectionRoots } from './menu/sections'
import { DropdownPanel, type PanelText, ProductsPanel } from './menu/panels'
import type { DropdownSection, MegaMenuCategory, MenuPicture } from './menu/types'

const logoHeight = 36

/**
 * Spec §2.5 desktop header, rendered on the server: the conference banner, the brand, the
 * navigation (its panels are server-rendered markup; the client component HeaderMenu only shows
 * and hides them), the album link and the language drop-down.
 */
export async function Header({ locale }: { locale: Locale }) {
  const [{ site, categories, solutions, newsCategories, menu }, t, searchText] = await Promise.all([
    loadHeader(locale),
    getTranslations({ locale, namespace: 'nav' }),
    searchBoxText(locale),
  ])

  const megaCategories: MegaMenuCategory[] = categories.map((category, index) => ({
    name: category.name,
    href: paths.productList(index),
    iconUrl: category.imageUrl,
    activeIconUrl: category.selectImageUrl,
    countLabel: t('productCount', { count: category.productList.length }),
    products: visibleProducts(category.productList).map((product) => ({
      href: paths.productDetail(product.customizeUrl),
      title: product.firstTitle,
      model: product.model,
    })),
    viewMoreHref: showViewMore(category.productList) ? paths.productList(index) : null,
  }))

  const picture = (src: string, href: string, alt: string): MenuPicture | null =>
    src ? { src, alt, link: classifyHeaderHref(href) } : null

  const dropdowns: DropdownSection[] = [
    {
      id: 'solutions',
      label: t('solutions'),
      href: paths.solutionList(),
      links: solutions.map((solution) => ({
        key: String(solution.id),
        href: paths.solutionDetail(solution.id),
        label: solution.name,
        description: solution.summary,
      })),
      picture: picture(menu.solutionImage, menu.solutionUrl, t('solutions')),
    },
    {
      id: 'news',
      label: t('newsTrend'),
      href: paths.newsTrend(),
      links: newsCategories.map((category) => ({
        key: String(category.id),
        href: paths.newsList(category.id),
        label: category.name,
        description: '',
      })),
      picture: picture(menu.newsImage, menu.newsUrl, t('newsTrend')),
    },
    {
      id: 'about',
      label: t('aboutUs'),
      href: paths.introductory(),
      links: [
        { key: 'profile', href: paths.introductory(), label: t('companyProfile'), description: '' },
        { key: 'recruitment', href: paths.recruitment(), label: t('recruitment'), description: '' },
      ],
      picture: picture(menu.aboutUsImage, menu.aboutUsUrl, t('aboutUs')),
    },
  ]

  const panelText: PanelText = {
    viewMore: t('viewMore'),
    learnMore: t('learnMore'),
    categories: t('productCategories'),
    opensInNewTab: t('opensInNewTab'),
  }

  const banner = site.conferenceBanner.enabled && site.conferenceBanner.text ? site.conferenceBanner : null
  const logo = site.logo

  return (
    <header className={banner ? `${styles.header} ${styles.withBanner}` : styles.header}>
      {banner && (
        <BannerLink href={classifyHeaderHref(banner.href)} opensInNewTab={t('opensInNewTab')}>
          <span className={styles.bannerText}>{banner.text}</span>
          <svg className={styles.bannerArrow} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 7h10M8 3l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </BannerLink>
      )}
      <div className={`container ${styles.bar}`}>
        <Link href={paths.home()} className={styles.brand}>
          {logo?.width && logo.height ? (
            <Image
              src={logo.url}
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
          items={[
            {
              id: 'products',
              label: t('productCenter'),
              href: paths.productList(),
              roots: sectionRoots.products,
              panel: <ProductsPanel categories={megaCategories} text={panelText} />,
            },
            { id: 'mdm', label: t('mdm'), href: paths.mdm(), roots: sectionRoots.mdm, panel: null },
            ...dropdowns.map((section) => ({
              id: section.id,
              label: section.label,
              href: section.href,
              roots: sectionRoots[section.id],
              panel: <DropdownPanel section={section} text={panelText} />,
            })),
          ]}
          text={{ navigation: t('mainNavigation'), menuHint: t('menuHint') }}
        />
        <div className={styles.utility}>
          <SearchBox action={localizedPath(paths.search(), locale)} locale={locale} variant="header" text={searchText} />
          <Link href={paths.albumList()} className={styles.album}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
                <rect x="2" y="3.5" width="14" height="11" rx="2" />
                <circle cx="6.5" cy="7.5" r="1.4" />
                <path d="m2.5 13 4-3.5 3 2.5 2.5-2 3.5 3" />
              </g>
            </svg>
            {t('albums')}
          </Link>
          <LanguageSwitch
            englishUrl={site.externalSites.englishUrl}
            russianUrl={site.externalSites.russianUrl}
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
