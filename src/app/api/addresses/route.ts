import { getAddressBook } from '@/data/addresses'

/*
 * GET /api/addresses: the address book the server answers made-up document addresses from
 * (server/unknown-address.ts, issue 36). Public addresses only, as the sitemap lists them. Static
 * like the pages: built once, kept in Next's cache, rebuilt after an edit expires one of its reads'
 * tags (products, news, solutions, case studies, redirects).
 */
export const dynamic = 'force-static'

export async function GET() {
  return Response.json(await getAddressBook())
}
