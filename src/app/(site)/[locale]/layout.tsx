import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/data/globals'
import { routing } from '@/i18n/routing'
import { JsonLd } from '@/seo/JsonLd'
import { organizationJsonLd } from '@/seo/jsonLd'
import { siteUrl } from '@/seo/siteUrl'
import '@/styles/global.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** The only UI strings client components read; the rest stay on the server and ship no bytes. */
const clientNamespaces = ['common', 'enquiry', 'errors'] as const

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
    openGraph: { siteName: site.companyName, locale: locale === 'zh' ? 'zh_CN' : 'en_US', type: 'website' },
  }
}

export default async function SiteRootLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [site, messages] = await Promise.all([getSiteSettings(locale), getMessages()])
  const clientMessages = Object.fromEntries(clientNamespaces.map((namespace) => [namespace, messages[namespace]]))
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body>
        <JsonLd data={organizationJsonLd(site, locale)} />
        <NextIntlClientProvider messages={clientMessages}>{children}</NextIntlClientProvider>
      </body>
    </html>
  )
}
