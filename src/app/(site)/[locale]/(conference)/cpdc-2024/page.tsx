import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ConferenceView } from '@/components/conference/ConferenceView'
import { getConferencePage } from '@/data/conference'
import { getPageLanguages } from '@/data/languages'
import { getGlobalSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { notFoundMetadata, pageMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requirePublishedPage } from '../../_load/pages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const [conference, t, seo, languages] = await Promise.all([
    getConferencePage(locale),
    getTranslations({ locale, namespace: 'about' }),
    getGlobalSeo('conference-page', locale),
    getPageLanguages('conference-page'),
  ])
  if (!languages.includes(locale)) return notFoundMetadata(locale)
  return pageMetadata({
    path: paths.conference(),
    locale,
    title: conference.title,
    description: conference.subtitle || t('conferenceDescription'),
    image: conference.heroImage,
    seo,
    languages,
  })
}

export default async function ConferencePage({ params }: Props) {
  const locale = await pageLanguage(params)
  await requirePublishedPage('conference-page', locale)
  return <ConferenceView locale={locale} conference={await getConferencePage(locale)} />
}
