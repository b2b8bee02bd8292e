import { getTranslations } from 'next-intl/server'

import { getSiteSettings, type SiteSettings, type SocialEntry } from '@/data/globals'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'
import { localizedHref, type Locale } from '@/rules/language'
import { footerMaxSolutions } from '@/rules/limits'
import type { paths } from '@/rules/paths'

export type FooterLink = { href: string; label: string }
export type FooterMenu = { title: string; links: FooterLink[] }

/** What a footer shows, as data for its client component: each address in the page's language. */
export interface FooterContent {
  menus: FooterMenu[]
  contactLines: SiteSettings['contactLines']
  socials: SocialEntry[]
  companyName: string
  icp: string
  year: number
  siteMap: FooterLink
  legalNotice: FooterLink
  text: { contact: string; follow: string; menus: string; leaveMessage: string; leaveMessageHint: string; rights: string }
}

/**
 * Spec §2.6/§2.7: what the desktop and the mobile footer show — the site settings, the four link
 * menus (products, MDM, solutions, about) and their strings. `routes` is `paths` on desktop and
 * `mobilePaths` on phones; the desktop footer lists at most `maxCategories` product categories.
 */
export async function loadFooter(locale: Locale, routes: typeof paths, maxCategories = Number.POSITIVE_INFINITY): Promise<FooterContent> {
  const [site, categories, solutions, t, tf] = await Promise.all([
    getSiteSettings(locale),
    getProductCategories(locale),
    getSolutions(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const link = (href: string, label: string): FooterLink => ({ href: localizedHref(href, locale), label })
  const menus: FooterMenu[] = [
    {
      title: t('productCenter'),
      links: categories.slice(0, maxCategories).map((category, index) => link(routes.productList(index), category.name)),
    },
    {
      title: t('mdm'),
      links: [link(routes.mdm(), t('mdmOverview')), link(routes.mdmPrice(), t('mdmPrice'))],
    },
    {
      title: t('solutions'),
      links: solutions.slice(0, footerMaxSolutions).map((solution) => link(routes.solutionDetail(solution.id), solution.name)),
    },
    {
      title: t('aboutUs'),
      links: [
        link(routes.introductory(), t('companyProfile')),
        link(routes.recruitment(), t('recruitment')),
        link(routes.newsTrend(), t('news')),
        link(`${routes.introductory()}#contact`, t('contact')),
      ],
    },
  ]
  return {
    menus,
    contactLines: site.contactLines,
    socials: site.socials,
    companyName: site.companyName,
    icp: site.icp,
    year: new Date().getFullYear(),
    siteMap: link(routes.siteMap(), t('siteMap')),
    legalNotice: link(routes.legalNotice(), t('legalNotice')),
    text: {
      contact: tf('contact'),
      follow: tf('follow'),
      menus: tf('menus'),
      leaveMessage: tf('leaveMessage'),
      leaveMessageHint: tf('leaveMessageHint'),
      rights: tf('rights'),
    },
  }
}
