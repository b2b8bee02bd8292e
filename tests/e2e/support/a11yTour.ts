import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test'

import { adminToken } from './events'

/*
 * The pages the accessibility tour loads (tests/e2e/accessibility*.spec.ts), each in Chinese and
 * English. A page is one line: `{ name: 'search', path: '/search?q=rt' }`. A plain path takes the
 * site's `/en` prefix in English; a function builds the whole address from the seeded samples.
 */
export type Locale = 'zh' | 'en'

export interface Samples {
  product: string
  /** Another product, of another category, to compare with the first. */
  secondProduct: string
  solution: number
  newsCategory: number
  news: number
  album: number
  /** A personal invitation code of each invitation family. */
  invitation: Record<'invitation2025' | 'mega1-invitation', string>
}

export interface TourPage {
  name: string
  path: string | ((samples: Samples, locale: Locale) => string)
  /** Expected HTTP status (200 unless told). */
  status?: number
  /** Needs a staff session (the album area). */
  staff?: boolean
}

const en = (locale: Locale) => (locale === 'en' ? '/en' : '')
const suffix = (locale: Locale) => (locale === 'en' ? '-en' : '')

export const desktopTour: TourPage[] = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/product-list' },
  { name: 'product detail', path: (s, l) => `${en(l)}/product-detail/${s.product}` },
  { name: 'solution list', path: '/solution-list' },
  { name: 'solution detail', path: (s, l) => `${en(l)}/solution-detail/${s.solution}` },
  { name: 'MDM', path: '/mdm' },
  { name: 'MDM price', path: '/mdm-price' },
  { name: 'news trend', path: '/news-trend' },
  { name: 'news list', path: (s, l) => `${en(l)}/news-list/${s.newsCategory}` },
  { name: 'news detail', path: (s, l) => `${en(l)}/news-detail/${s.news}` },
  { name: 'introductory', path: '/introductory' },
  { name: 'recruitment', path: '/recruitment-information' },
  { name: 'site map', path: '/site-map' },
  { name: 'legal notice', path: '/legal-notice' },
  { name: 'search results', path: '/search?q=rt' },
  { name: 'search, nothing found', path: '/search?q=zzzqqq' },
  { name: 'compare', path: (s, l) => `${en(l)}/product-compare?ids=${s.product},${s.secondProduct},no-such-product` },
  { name: 'compare, empty', path: '/product-compare' },
  { name: 'downloads', path: '/downloads' },
  { name: 'case studies', path: '/case-studies' },
  { name: 'case study', path: '/case-studies/open-pit-haul-trucks' },
  { name: 'where to buy', path: '/where-to-buy' },
  { name: '404', path: '/no-such-page-a11y', status: 404 },
  { name: 'conference', path: '/cpdc-2024' },
  { name: 'album list', path: '/album-list', staff: true },
  { name: 'album detail', path: (s, l) => `${en(l)}/album-detail/${s.album}`, staff: true },
  ...eventPages(''),
  { name: 'event sign-in', path: (_, l) => `/cpdc2024${suffix(l)}/sign-in` },
]

export const mobileTour: TourPage[] = [
  { name: 'm. home', path: '/m.index' },
  { name: 'm. product list', path: '/m.product-list' },
  { name: 'm. product detail', path: (s, l) => `${en(l)}/m.product-detail/${s.product}` },
  { name: 'm. solution list', path: '/m.solution-list' },
  { name: 'm. solution detail', path: (s, l) => `${en(l)}/m.solution-detail/${s.solution}` },
  { name: 'm. MDM', path: '/m.mdm' },
  { name: 'm. MDM price', path: '/m.mdm-price' },
  { name: 'm. news trend', path: '/m.news-trend' },
  { name: 'm. news list', path: (s, l) => `${en(l)}/m.news-list/${s.newsCategory}` },
  { name: 'm. news detail', path: (s, l) => `${en(l)}/m.news-detail/${s.news}` },
  { name: 'm. introductory', path: '/m.introductory' },
  { name: 'm. recruitment', path: '/m.recruitment-information' },
  { name: 'm. site map', path: '/m.site-map' },
  { name: 'm. legal notice', path: '/m.legal-notice' },
  { name: 'm. search results', path: '/m.search?q=rt' },
  { name: 'm. search, nothing found', path: '/m.search?q=zzzqqq' },
  { name: 'm. compare', path: (s, l) => `${en(l)}/m.product-compare?ids=${s.product},${s.secondProduct},no-such-product` },
  { name: 'm. compare, empty', path: '/m.product-compare' },
  { name: 'm. downloads', path: '/m.downloads' },
  { name: 'm. case studies', path: '/m.case-studies' },
  { name: 'm. case study', path: '/m.case-studies/cold-chain-fleet-germany' },
  { name: 'm. where to buy', path: '/m.where-to-buy' },
  { name: 'm. guideline', path: '/m.guideline' },
  { name: 'm. 404', path: '/m.no-such-page-a11y', status: 404 },
  ...eventPages('m.'),
  { name: 'm. event sign-in', path: (_, l) => `/m.sign-in/cpdc2024${suffix(l)}` },
]

/** The microsite (its language is a suffix, never the /en prefix), the invitations and the anniversary sign-in. */
function eventPages(mobile: '' | 'm.'): TourPage[] {
  const families = ['invitation2025', 'mega1-invitation'] as const
  return [
    { name: `${mobile}event microsite`, path: (_, l) => `/${mobile}cpdc2024${suffix(l)}` },
    { name: `${mobile}anniversary sign-in`, path: '/anniversary-sign-in' },
    ...families.flatMap((family): TourPage[] => [
      { name: `${mobile}${family}`, path: `/${family}` },
      { name: `${mobile}${family} agenda`, path: `/${family}/agenda` },
      { name: `${mobile}${family} venue`, path: `/${family}/venue` },
      { name: `${mobile}${family} register`, path: `/${family}/register` },
      { name: `${mobile}${family} personal`, path: (s, l) => `${en(l)}/${family}/${s.invitation[family]}` },
    ]),
  ]
}

export function tourPath(entry: TourPage, samples: Samples, locale: Locale): string {
  return typeof entry.path === 'function' ? entry.path(samples, locale) : entry.path === '/' ? en(locale) || '/' : `${en(locale)}${entry.path}`
}

async function front<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

/** A staff call; a session lost to the other project's simultaneous login is renewed once. */
async function staff<T>(request: APIRequestContext, path: string): Promise<T> {
  let response = await request.get(path, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
  if (response.status() === 401) response = await request.get(path, { headers: { Authorization: `JWT ${await adminToken(request, true)}` } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

type Invitation = { code: string; event: { invitationPage?: string | null } }

/** One seeded item of each kind the tour's detail pages need. */
export async function loadSamples(request: APIRequestContext): Promise<Samples> {
  const categories = await front<{ productList: { customizeUrl: string }[] }[]>(request, '/api/front/productCategory?language=zh')
  const solutions = await front<{ id: number }[]>(request, '/api/front/solution?language=zh')
  const newsCategories = await front<{ id: number }[]>(request, '/api/front/newsCategory?language=zh')
  const news = await front<{ items: { id: number }[] }>(request, '/api/front/news?language=zh&page=1')
  const albums = await staff<{ data: { content: { id: number }[] } }>(request, '/api/admin/album?language=zh')
  const invitations = await staff<{ docs: Invitation[] }>(request, '/api/cms/invitations?limit=100&depth=1')
  const code = (family: string) => invitations.docs.find((invitation) => invitation.event.invitationPage === family)?.code ?? 'none'
  return {
    product: categories[0]!.productList[0]!.customizeUrl,
    secondProduct: categories[1]!.productList[0]!.customizeUrl,
    solution: solutions[0]!.id,
    newsCategory: newsCategories[0]!.id,
    news: news.items[0]!.id,
    album: albums.data.content[0]!.id,
    invitation: { invitation2025: code('invitation2025'), 'mega1-invitation': code('mega1-invitation') },
  }
}

/** Signs the browser in as the seeded administrator (the album area's pages). */
export async function signInStaff(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = await adminToken(request)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}
