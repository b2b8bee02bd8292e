import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/data/globals'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'
import type { Locale } from '@/rules/language'
import { footerMaxSolutions } from '@/rules/limits'
import type { paths } from '@/rules/paths'

export type FooterMenu = { title: string; links: { href: string; label: string }[] }

/**
 * Spec §2.6/§2.7: what the desktop and the mobile footer show — the site settings, the four link
 * menus (products, MDM, solutions, about) and their strings. `routes` is `paths` on desktop and
 * `mobilePaths` on phones; the desktop footer lists at most `maxCategories` product categories.
 */
export async function loadFooter(locale: Locale, routes: typeof paths, maxCategories = Number.POSITIVE_INFINITY) {
  const [site, categories, solutions, t, tf] = await Promise.all([
    getSiteSettings(locale),
    getProductCategories(locale),
    getSolutions(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const menus: FooterMenu[] = [
    {
      title: t('productCenter'),
      links: categories.slice(0, maxCategories).map((category, index) => ({ href: routes.productList(index), label: category.name })),
    },
    {
      title: t('mdm'),
      links: [
        { href: routes.mdm(), label: t('mdmOverview') },
        { href: routes.mdmPrice(), label: t('mdmPrice') },
      ],
    },
    {
      title: t('solutions'),
      links: solutions.slice(0, footerMaxSolutions).map((solution) => ({ href: routes.solutionDetail(solution.id), label: solution.name })),
    },
    {
      title: t('aboutUs'),
      links: [
        { href: routes.introductory(), label: t('companyProfile') },
        { href: routes.recruitment(), label: t('recruitment') },
        { href: routes.newsTrend(), label: t('news') },
        { href: `${routes.introductory()}#contact`, label: t('contact') },
      ],
    },
  ]
  return { site, menus, t, tf }
}
