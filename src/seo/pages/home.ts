import type { Metadata } from 'next'

import { getHomeContent, getSiteSettings } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/paths'

import { pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of the home page and of its mobile twin (whose canonical is the desktop address). */
export async function homeMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const [site, home] = await Promise.all([getSiteSettings(locale), getHomeContent(locale)])
  const metadata = pageMetadata({ path: paths.home(), locale, description: site.description, image: home.banners[0]?.image })
  return { ...metadata, title: { absolute: site.tagline ? `${site.companyName} | ${site.tagline}` : site.companyName } }
}
