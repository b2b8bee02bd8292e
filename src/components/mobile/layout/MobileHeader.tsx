import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { loadHeader } from '@/data/header'
import { SearchBox } from '@/components/search/SearchBox'
import { searchBoxText } from '@/components/search/text'
import { Link } from '@/i18n/navigation'
import { type Locale, localizedHref, localizedPath } from '@/rules/language'
import { siteLanguageNames } from '@/rules/languageNames'
import { mobilePaths } from '@/rules/routes'

import { MobileHeaderBar } from './MobileHeaderBar'
import { MobileLanguageLinks } from './MobileLanguageLinks'
import styles from './MobileHeader.module.css'
import type { MobileNavSection } from './MobileNavSections'

const logoHeight = 28

/** Spec §2.7: the mobile header; the drawer holds the whole navigation and the language choice. */
export async function MobileHeader({ locale }: { locale: Locale }) {
  const [{ site, categories, solutions, newsCategories }, t, tm, searchText] = await Promise.all([
    loadHeader(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'mobile' }),
    searchBoxText(locale),
  ])

  const inLanguage = (section: MobileNavSection): MobileNavSection => ({
    title: section.title,
    ...(section.href ? { href: localizedHref(section.href, locale) } : {}),
    ...(section.links ? { links: section.links.map((link) => ({ ...link, href: localizedHref(link.href, locale) })) } : {}),
  })
  const sections: MobileNavSection[] = [
    { title: t('home'), href: mobilePaths.home() },
    {
      title: t('productCenter'),
      links: categories.map((category, index) => ({ href: mobilePaths.productList(index), label: category.name })),
    },
    {
      title: t('mdm'),
      links: [
        { href: mobilePaths.mdm(), label: t('mdmOverview') },
        { href: mobilePaths.mdmPrice(), label: t('mdmPrice') },
      ],
    },
    {
      title: t('solutions'),
      links: [
        { href: mobilePaths.solutionList(), label: tm('allSolutions') },
        ...solutions.map((solution) => ({ href: mobilePaths.solutionDetail(solution.id), label: solution.name })),
      ],
    },
    {
      title: t('newsTrend'),
      links: [
        { href: mobilePaths.newsTrend(), label: tm('newsHome') },
        ...newsCategories.map((category) => ({ href: mobilePaths.newsList(category.id), label: category.name })),
      ],
    },
    {
      title: t('aboutUs'),
      links: [
        { href: mobilePaths.introductory(), label: t('companyProfile') },
        { href: mobilePaths.recruitment(), label: t('recruitment') },
        { href: `${mobilePaths.introductory()}#contact`, label: t('contact') },
      ],
    },
  ]

  const logo = site.logo
  const brand = (
    <Link href={mobilePaths.home()} className={styles.brand}>
      {logo?.width && logo.height ? (
        <Image src={logo.url} focus={logo.focus} alt={site.companyName} width={Math.round((logo.width * logoHeight) / logo.height)} height={logoHeight} loading="eager" />
      ) : (
        <>
          <span className={styles.mark} aria-hidden="true" />
          {site.companyName}
        </>
      )}
    </Link>
  )

  return (
    <MobileHeaderBar
      brand={brand}
      text={{ openMenu: tm('openMenu'), closeMenu: tm('closeMenu'), menu: tm('menu') }}
      search={<SearchBox action={localizedPath(mobilePaths.search(), locale)} locale={locale} mobile variant="drawer" text={searchText} />}
      nav={{ label: t('mainNavigation'), sections: sections.map(inLanguage) }}
      languages={<MobileLanguageLinks label={t('language')} names={siteLanguageNames()} />}
    />
  )
}
