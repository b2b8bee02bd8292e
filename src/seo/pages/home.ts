import type { Metadata } from 'next'

import { getHomeContent, getSiteSettings } from '@/data/globals'
import { getGlobalSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of the home page and of its mobile twin (whose canonical is the desktop address). */
export async function homeMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const [site, home, seo] = await Promise.all([getSiteSettings(locale), getHomeContent(locale), getGlobalSeo('home-page', locale)])
  const derived = { title: site.tagline ? `${site.companyName} | ${site.tagline}` : site.companyName, description: site.description, image: home.banners[0]?.image }
  const metadata = pageMetadata({ path: paths.home(), locale, ...derived, seo })
  // The home page's title names the company already: it is whole, edited or not.
  return { ...metadata, title: { absolute: seo.title.trim() || derived.title } }
}
