import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { productListCategoryIndex } from '@/components/product/listParams'
import { ProductListView } from '@/components/product/ProductListView'
import { getProductCategories } from '@/data/products'
import { languageOrDefault } from '@/rules/language'

export { productListMetadata as generateMetadata } from '@/seo/pages/product-list'

type Props = { params: Promise<{ locale: string; category?: string[] }> }

export async function generateStaticParams() {
  const categories = await getProductCategories('zh')
  return [{ category: [] }, ...categories.map((_, index) => ({ category: [String(index)] }))]
}

/** §2.1 /product-list?i=N, served from /product-list/N (see productListCategoryIndex). */
export default async function ProductListPage({ params }: Props) {
  const { locale: raw, category } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const index = productListCategoryIndex(category)
  const categories = await getProductCategories(locale)
  if (index === null || index >= categories.length) notFound()
  return <ProductListView categories={categories} activeIndex={index} locale={locale} />
}
