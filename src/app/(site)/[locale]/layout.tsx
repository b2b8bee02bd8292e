import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PreviewTools } from '@/components/preview/PreviewTools'
import { getSiteSettings } from '@/data/globals'
import { isStaffPreview } from '@/data/preview'
import { routing } from '@/i18n/routing'
import { languageTag } from '@/rules/language'
import { siteUrl } from '@/seo/siteUrl'
import '@/styles/global.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const site = await getSiteSettings(locale)
  // Each page sets its own canonical and hreflang alternates (pageMetadata); these are the defaults.
  return {
    metadataBase: siteUrl(),
    title: { default: site.companyName, template: `%s | ${site.companyName}` },
    description: site.description,
    applicationName: site.companyName,
    openGraph: { siteName: site.companyName, locale: languageTag(locale, 'openGraph'), type: 'website' },
  }
}

export default async function SiteRootLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [preview, t] = await Promise.all([isStaffPreview(), getTranslations({ locale, namespace: 'common' })])
  return (
    <html lang={languageTag(locale)}>
      <body>
        {/*
          No NextIntlClientProvider: next-intl stays on the server. Client components get their
          strings as props (resolved with getTranslations) and the language from useLocale() of
          @/i18n/navigation; next-intl's client hooks would bring its message formatter (~10 kB
          gzip) into every page's first load.
        */}
        {children}
        {/* Only in an editor's preview (draft mode, rendered per request); visitors get a tiny loader. */}
        {preview && <PreviewTools label={t('previewDrafts')} exitLabel={t('exitPreview')} />}
      </body>
    </html>
  )
}
