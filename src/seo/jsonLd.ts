import type { SiteSettings } from '@/data/globals'
import type { NewsArticle } from '@/data/news'
import type { ProductDetail } from '@/data/products'
import type { PageSeo } from '@/data/seo'
import { languageTag, type Locale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { chooseSeo } from '@/rules/seo'

import { localizedPath } from './alternates'
import { siteUrl } from './siteUrl'

const absolute = (path: string) => new URL(path, siteUrl()).toString()

export function organizationJsonLd(site: SiteSettings, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    description: site.description || undefined,
    url: absolute(localizedPath(paths.home(), locale)),
    logo: site.logo ? absolute(site.logo.url) : undefined,
    sameAs: site.socials.map((social) => social.url).filter((url): url is string => Boolean(url)),
  }
}

/** A product's structured data; the SEO tab's description and share picture count here too. */
export function productJsonLd(product: ProductDetail, site: SiteSettings, locale: Locale, seo?: PageSeo) {
  const chosen = chooseSeo(seo, { description: product.summary })
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.firstTitle,
    model: product.model,
    sku: product.model,
    description: chosen.description,
    image: [seo?.image ?? null, product.cover, ...product.gallery].filter((image) => image !== null).map((image) => absolute(image.url)),
    brand: { '@type': 'Brand', name: site.companyName },
    category: product.category?.name,
    url: absolute(localizedPath(paths.productDetail(product.customizeUrl), locale)),
  }
}

export function newsArticleJsonLd(article: NewsArticle, site: SiteSettings, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    datePublished: article.date,
    description: article.summary || undefined,
    image: article.cover ? [absolute(article.cover.url)] : undefined,
    inLanguage: languageTag(locale),
    publisher: { '@type': 'Organization', name: site.companyName },
    mainEntityOfPage: absolute(localizedPath(paths.newsDetail(article.id), locale)),
  }
}
