import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getProductCategories } from '@/data/products'
import { paths } from '@/rules/paths'
import { productListCategoryIndex } from '@/rules/productListParams'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string; category?: string[] }> }

/** Metadata of /product-list?i=N and of its mobile twin (whose canonical is the desktop address). */
export async function productListMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params
  const locale = await pageLanguage(params)
  const index = productListCategoryIndex(category)
  if (index === null) return notFoundMetadata(locale)
  const [categories, t] = await Promise.all([getProductCategories(locale), getTranslations({ locale, namespace: 'product' })])
  const active = categories[index]
  if (!active) return notFoundMetadata(locale)
  return pageMetadata({
    // /product-list and /product-list?i=0 show the same page; the plain address is the canonical one.
    path: index === 0 ? paths.productList() : paths.productList(index),
    locale,
    title: `${active.name} - ${t('title')}`,
    description: active.summary || t('description'),
  })
}
