import type { SiteSettings } from '@/data/globals'
import type { Image } from '@/data/media'
import type { NewsArticle } from '@/data/news'
import type { ProductDetail } from '@/data/products'
import type { PageSeo } from '@/data/seo'
import { languageTag, type Locale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { chooseSeo } from '@/rules/seo'

import { localizedPath } from './alternates'
import { siteUrl } from './siteUrl'

const absolute = (path: string) => new URL(path, siteUrl()).toString()

/** A page's absolute address in a language. */
export const pageUrl = (path: string, locale: Locale) => absolute(localizedPath(path, locale))

/** A schema.org thing of a type: the structured data a page carries. */
export const schemaOrg = <Fields extends object>(type: string, fields: Fields) => ({ '@context': 'https://schema.org', '@type': type, ...fields })

/** A page's pictures: the SEO tab's share picture first, then its cover and gallery. */
export function pictureUrls(seo: PageSeo | undefined, cover: Image | null, gallery: Image[]): string[] {
  return [seo?.image ?? null, cover, ...gallery].filter((image) => image !== null).map((image) => absolute(image.url))
}

export function organizationJsonLd(site: SiteSettings, locale: Locale) {
  return schemaOrg('Organization', {
    name: site.companyName,
    description: site.description || undefined,
    url: pageUrl(paths.home(), locale),
    logo: site.logo ? absolute(site.logo.url) : undefined,
    sameAs: site.socials.map((social) => social.url).filter((url): url is string => Boolean(url)),
  })
}

/** A product's structured data; the SEO tab's description and share picture count here too. */
export function productJsonLd(product: ProductDetail, site: SiteSettings, locale: Locale, seo?: PageSeo) {
  return schemaOrg('Product', {
    name: product.firstTitle,
    model: product.model,
    sku: product.model,
    description: chooseSeo(seo, { description: product.summary }).description,
    image: pictureUrls(seo, product.cover, product.gallery),
    brand: { '@type': 'Brand', name: site.companyName },
    category: product.category?.name,
    url: pageUrl(paths.productDetail(product.customizeUrl), locale),
  })
}

export function newsArticleJsonLd(article: NewsArticle, site: SiteSettings, locale: Locale) {
  return schemaOrg('NewsArticle', {
    headline: article.title,
    datePublished: article.date,
    description: article.summary || undefined,
    image: article.cover ? [absolute(article.cover.url)] : undefined,
    inLanguage: languageTag(locale),
    publisher: { '@type': 'Organization', name: site.companyName },
    mainEntityOfPage: pageUrl(paths.newsDetail(article.id), locale),
  })
}
