import type { CaseStudyDetail } from '@/data/caseStudies'
import type { SiteSettings } from '@/data/globals'
import type { PageSeo } from '@/data/seo'
import { languageTag, type Locale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { chooseSeo } from '@/rules/seo'

import { pageUrl, pictureUrls, schemaOrg } from './jsonLd'

/** Issue 29: a case study is an Article about its customer, mentioning the products used. */
export function caseStudyJsonLd(study: CaseStudyDetail, site: SiteSettings, locale: Locale, seo?: PageSeo) {
  return schemaOrg('Article', {
    headline: study.title,
    description: chooseSeo(seo, { description: study.summary }).description || undefined,
    datePublished: study.date,
    image: pictureUrls(seo, study.cover, study.gallery),
    inLanguage: languageTag(locale),
    about: { '@type': 'Organization', name: study.customer },
    mentions: study.products.map((product) => ({
      '@type': 'Product',
      name: product.firstTitle,
      model: product.model,
      url: pageUrl(paths.productDetail(product.customizeUrl), locale),
    })),
    publisher: { '@type': 'Organization', name: site.companyName },
    mainEntityOfPage: pageUrl(paths.caseStudy(study.slug), locale),
  })
}
