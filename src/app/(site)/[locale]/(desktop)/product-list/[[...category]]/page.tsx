import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { ProductListView } from '@/components/product/ProductListView'
import { getProductCategories } from '@/data/products'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string; category?: string[] }> }

/**
 * §2.1 /product-list?i=N: the proxy rewrites the query to the segment N, so that every category
 * is a static page of its own; no segment means the first category.
 */
function categoryIndex(segments: string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 0
  if (segments.length > 1 || !/^\d{1,4}$/.test(segments[0])) return null
  return Number(segments[0])
}

export async function generateStaticParams() {
  const categories = await getProductCategories('zh')
  return [{ category: [] }, ...categories.map((_, index) => ({ category: [String(index)] }))]
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, category } = await params
  const locale = languageOrDefault(raw)
  const index = categoryIndex(category)
  if (index === null) return {}
  const [categories, t] = await Promise.all([getProductCategories(locale), getTranslations({ locale, namespace: 'product' })])
  const active = categories[index]
  if (!active) return {}
  return pageMetadata({
    // /product-list and /product-list?i=0 show the same page; the plain address is the canonical one.
    path: index === 0 ? paths.productList() : paths.productList(index),
    locale,
    title: `${active.name} - ${t('title')}`,
    description: active.summary || t('description'),
  })
}

export default async function ProductListPage({ params }: Props) {
  const { locale: raw, category } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const index = categoryIndex(category)
  const categories = await getProductCategories(locale)
  if (index === null || index >= categories.length) return <NotFoundContent locale={locale} />
  return <ProductListView categories={categories} activeIndex={index} locale={locale} />
}
