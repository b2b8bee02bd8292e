import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of /solution-list and of its mobile twin (whose canonical is the desktop address). */
export async function solutionListMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const t = await getTranslations({ locale, namespace: 'solution' })
  return pageMetadata({ path: paths.solutionList(), locale, title: t('title'), description: t('description') })
}
