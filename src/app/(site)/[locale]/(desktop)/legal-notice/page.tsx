import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { LegalNoticeView } from '@/components/about/LegalNoticeView'
import { getLegalNotice } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const [notice, t] = await Promise.all([getLegalNotice(locale), getTranslations({ locale, namespace: 'about' })])
  return pageMetadata({ path: paths.legalNotice(), locale, title: notice.title, description: t('legalDescription') })
}

export default async function LegalNoticePage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return <LegalNoticeView locale={locale} notice={await getLegalNotice(locale)} />
}
