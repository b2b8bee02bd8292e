import type {
  CompanyProfile,
  HomePage,
  LegalNotice,
  MenuSetting,
  SiteSetting,
} from '@/cms/payload-types'
import { payloadLocale } from '@/cms/payloadLocale'
import type { Locale } from '@/rules/language'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { type Image, imageUrl, toImage } from './media'
import { getPayloadClient } from './payload'
import { toHtml } from './richText'
import { visibleGlobal } from './visibility'

/** A global in one language, as a visitor may see it (drafts only for staff previews). */
export async function readGlobal<T>(slug: Parameters<Awaited<ReturnType<typeof getPayloadClient>>['findGlobal']>[0]['slug'], locale: Locale): Promise<T> {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, locale: payloadLocale(locale), depth: 1, ...visibleGlobal() })) as T
}

/** Spec §3 menu settings: the drop-downs' navigation pictures and optional links. */
export interface MenuSettings {
  solutionImage: string
  solutionUrl: string
  newsImage: string
  newsUrl: string
  aboutUsImage: string
  aboutUsUrl: string
}

export const getMenuSettings = cached(
  async (locale: Locale): Promise<MenuSettings> => {
    const menu = await readGlobal<MenuSetting>('menu-settings', locale)
    return {
      solutionImage: imageUrl(menu.solutionImage),
      solutionUrl: menu.solutionUrl ?? '',
      newsImage: imageUrl(menu.newsImage),
      newsUrl: menu.newsUrl ?? '',
      aboutUsImage: imageUrl(menu.aboutUsImage),
      aboutUsUrl: menu.aboutUsUrl ?? '',
    }
  },
  'menu-settings',
  [tags.menuSettings, tags.media],
)

/** Spec §3 footer social entry: a url, or a QR code shown on hover/tap. */
export interface SocialEntry {
  name: string
  icon: string
  url: string | null
  QRCode: string | null
}

export interface SiteSettings {
  companyName: string
  tagline: string
  description: string
  logo: Image | null
  contactLines: { label: string; value: string }[]
  socials: SocialEntry[]
  externalSites: { englishUrl: string; russianUrl: string }
  conferenceBanner: { enabled: boolean; text: string; image: Image | null; href: string }
  icp: string
}

export const getSiteSettings = cached(
  async (locale: Locale): Promise<SiteSettings> => {
    const site = await readGlobal<SiteSetting>('site-settings', locale)
    return {
      companyName: site.companyName ?? '',
      tagline: site.tagline ?? '',
      description: site.description ?? '',
      logo: toImage(site.logo),
      contactLines: (site.contactLines ?? []).map(({ label, value }) => ({ label, value })),
      socials: (site.socials ?? []).map((social) => ({
        name: social.name,
        icon: imageUrl(social.icon),
        url: social.url || null,
        QRCode: imageUrl(social.qrCode) || null,
      })),
      externalSites: {
        englishUrl: site.externalSites?.englishUrl ?? '',
        russianUrl: site.externalSites?.russianUrl ?? '',
      },
      conferenceBanner: {
        enabled: site.conferenceBanner?.enabled ?? false,
        text: site.conferenceBanner?.text ?? '',
        image: toImage(site.conferenceBanner?.image),
        href: site.conferenceBanner?.href || '/cpdc-2024',
      },
      icp: site.icp ?? '',
    }
  },
  'site-settings',
  [tags.siteSettings, tags.media],
)

export interface HomeBanner {
  image: Image | null
  title: string
  subtitle: string
  link: string
}

export interface HomeSection {
  key: string
  title: string
  subtitle: string
  body: string
  image: Image | null
  link: string
}

export interface HomeTag {
  label: string
  link: string
}

export interface HomeContent {
  banners: HomeBanner[]
  sections: HomeSection[]
  tags: HomeTag[]
}

export const getHomeContent = cached(
  async (locale: Locale): Promise<HomeContent> => {
    const home = await readGlobal<HomePage>('home-page', locale)
    return {
      banners: (home.banners ?? []).map((banner) => ({
        image: toImage(banner.image, 'hero'),
        title: banner.title,
        subtitle: banner.subtitle ?? '',
        link: banner.link ?? '',
      })),
      sections: (home.sections ?? []).map((section) => ({
        key: section.key,
        title: section.title,
        subtitle: section.subtitle ?? '',
        body: section.body ?? '',
        image: toImage(section.image, 'card'),
        link: section.link ?? '',
      })),
      tags: (home.tags ?? []).map((tag) => ({ label: tag.label, link: tag.link ?? '' })),
    }
  },
  'home-page',
  [tags.homePage, tags.media],
)

export interface CompanyProfileContent {
  title: string
  subtitle: string
  heroImage: Image | null
  bodyHtml: string
  stats: { value: string; label: string }[]
  milestones: { year: string; text: string }[]
}

export const getCompanyProfile = cached(
  async (locale: Locale): Promise<CompanyProfileContent> => {
    const profile = await readGlobal<CompanyProfile>('company-profile', locale)
    return {
      title: profile.title ?? '',
      subtitle: profile.subtitle ?? '',
      heroImage: toImage(profile.heroImage, 'hero'),
      bodyHtml: toHtml(profile.body),
      stats: (profile.stats ?? []).map(({ value, label }) => ({ value, label })),
      milestones: (profile.milestones ?? []).map(({ year, text }) => ({ year, text })),
    }
  },
  'company-profile',
  [tags.companyProfile, tags.media],
)

export interface LegalNoticeContent {
  title: string
  bodyHtml: string
  effectiveDate: string | null
}

export const getLegalNotice = cached(
  async (locale: Locale): Promise<LegalNoticeContent> => {
    const notice = await readGlobal<LegalNotice>('legal-notice', locale)
    return { title: notice.title ?? '', bodyHtml: toHtml(notice.body), effectiveDate: notice.effectiveDate ?? null }
  },
  'legal-notice',
  [tags.legalNotice],
)
