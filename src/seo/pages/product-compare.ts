import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { pageLanguage } from '@/i18n/pageLanguage'


type Props = { params: Promise<{ locale: string }> }

/** The comparison page and its twin: a view of other pages' content, so never indexed (issue 14). */
export async function productCompareMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const t = await getTranslations({ locale, namespace: 'compare' })
  return { title: t('title'), description: t('description'), robots: { index: false, follow: true } }
}
