import { suggestCompanies } from '@/data/registrations'
import { companyLookupMaxLength } from '@/rules/events'

import { eventForHash, isRefusal, refuse, siteText } from '@/app/api/_lib/events'
import { ok } from '@/app/api/_lib/envelope'
import { repeated, singleValue } from '@/app/api/_lib/language'
import { rateClasses } from '@/app/api/_lib/post'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

type Context = { params: Promise<{ hash: string }> }

/**
 * GET /api/front/{hash}/select-company-name-by-name?name=…: company names of earlier
 * registrations that start with `name` (ignoring case) — distinct, at most 8, nothing else.
 * `name` is required (400 when missing or repeated), at most 50 characters; empty gives [].
 */
export const GET = publicGet(
  {},
  async ({ request, locale }, { params }: Context) => {
  const event = await eventForHash((await params).hash, locale)
  if (isRefusal(event)) return event
  const searchParams = request.nextUrl.searchParams
  if (!searchParams.has('name')) return refuse(400, siteText('badRequest', locale, { param: 'name' }), { field: 'name' })
  const name = singleValue(searchParams, 'name')
  // eslint-disable-next-line no-control-regex
  if (name === repeated || (name !== undefined && (Array.from(name).length > companyLookupMaxLength || /[\u0000-\u001f\u007f]/.test(name)))) {
    return refuse(400, siteText('badRequest', locale, { param: 'name' }), { field: 'name' })
  }
  const companies = name === undefined ? [] : await suggestCompanies(event.id, name)
  return ok(companies, { headers: { 'Cache-Control': 'private, no-store' } })
  },
  { rateClass: rateClasses.eventRead },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
