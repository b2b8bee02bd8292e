import type { paths } from '@/rules/paths'

type Translate = (key: string) => string

/**
 * The fixed pages a site map lists, in order; `links` is `paths` on the desktop map and
 * `mobilePaths` on the mobile one, so each map links to pages of its own device.
 */
export function siteMapPages(links: typeof paths, about: Translate, nav: Translate) {
  return [
    { href: links.home(), label: about('home') },
    { href: links.productList(), label: nav('productCenter') },
    { href: links.mdm(), label: nav('mdmOverview') },
    { href: links.mdmPrice(), label: nav('mdmPrice') },
    { href: links.solutionList(), label: nav('solutions') },
    { href: links.newsTrend(), label: nav('newsTrend') },
    { href: links.caseStudies(), label: nav('caseStudies') },
    { href: links.downloads(), label: nav('downloads') },
    { href: links.whereToBuy(), label: nav('whereToBuy') },
    { href: links.introductory(), label: nav('companyProfile') },
    { href: links.recruitment(), label: nav('recruitment') },
    { href: links.conference(), label: about('conference') },
    { href: links.siteMap(), label: nav('siteMap') },
    { href: links.legalNotice(), label: nav('legalNotice') },
  ]
}

/** The about-us links of a site map (profile, recruitment, the contact section of the profile). */
export function siteMapAboutLinks(links: typeof paths, nav: Translate) {
  return [
    { href: links.introductory(), label: nav('companyProfile') },
    { href: links.recruitment(), label: nav('recruitment') },
    { href: `${links.introductory()}#contact`, label: nav('contact') },
  ]
}
