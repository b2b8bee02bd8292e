import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ConferenceView } from '@/components/conference/ConferenceView'
import { getConferencePage } from '@/data/conference'
import { getGlobalSeo } from '@/data/seo'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/paths'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const [conference, t, seo] = await Promise.all([
    getConferencePage(locale),
    getTranslations({ locale, namespace: 'about' }),
    getGlobalSeo('conference-page', locale),
  ])
  return pageMetadata({
    path: paths.conference(),
    locale,
    title: conference.title,
    description: conference.subtitle || t('conferenceDescription'),
    image: conference.heroImage,
    seo,
  })
}

export default async function ConferencePage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return <ConferenceView locale={locale} conference={await getConferencePage(locale)} />
}
