import type { CaseStudyDetail } from '@/data/caseStudies'
import type { SiteSettings } from '@/data/globals'
import type { PageSeo } from '@/data/seo'
import { languageTag, type Locale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { chooseSeo } from '@/rules/seo'

import { localizedPath } from './alternates'
import { siteUrl } from './siteUrl'

const absolute = (path: string) => new URL(path, siteUrl()).toString()

/** Issue 29: a case study is an Article about its customer, mentioning the products used. */
export function caseStudyJsonLd(study: CaseStudyDetail, site: SiteSettings, locale: Locale, seo?: PageSeo) {
  const chosen = chooseSeo(seo, { description: study.summary })
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    description: chosen.description || undefined,
    datePublished: study.date,
    image: [seo?.image ?? null, study.cover, ...study.gallery].filter((image) => image !== null).map((image) => absolute(image.url)),
    inLanguage: languageTag(locale),
    about: { '@type': 'Organization', name: study.customer },
    mentions: study.products.map((product) => ({
      '@type': 'Product',
      name: product.firstTitle,
      model: product.model,
      url: absolute(localizedPath(paths.productDetail(product.customizeUrl), locale)),
    })),
    publisher: { '@type': 'Organization', name: site.companyName },
    mainEntityOfPage: absolute(localizedPath(paths.caseStudy(study.slug), locale)),
  }
}
