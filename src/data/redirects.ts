import type { Redirect } from '@/cms/payload-types'
import { localePrefixOf, localizedPath, pathLocale } from '@/rules/language'
import { paths } from '@/rules/paths'
import { normaliseSitePath, normaliseTarget } from '@/rules/redirects'
import { mobileHref } from '@/rules/routes'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { getPayloadClient } from './payload'

/** Where an old address sends a visitor: a site path or another site's address. */
export interface SiteRedirect {
  to: string
  permanent: boolean
}

type Reference = NonNullable<Redirect['to']>['reference']

/** The page a redirect names by document, in the language (and on the device) of its old address. */
function referencedPath(reference: Reference, from: string): string | null {
  if (!reference || typeof reference.value !== 'object') return null
  const doc = reference.value
  const path =
    reference.relationTo === 'products'
      ? paths.productDetail('customizeUrl' in doc && doc.customizeUrl ? doc.customizeUrl : String(doc.id))
      : reference.relationTo === 'solutions'
        ? paths.solutionDetail(doc.id)
        : paths.newsDetail(doc.id)
  const onPhone = from.slice(localePrefixOf(from).length).startsWith('/m.')
  return localizedPath(onPhone ? mobileHref(path) : path, pathLocale(from))
}

async function readRedirects(): Promise<Record<string, SiteRedirect>> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'redirects',
    depth: 1,
    pagination: false,
    populate: { products: { customizeUrl: true }, solutions: {}, news: {} },
  })
  const table: Record<string, SiteRedirect> = {}
  for (const redirect of result.docs) {
    const from = normaliseSitePath(redirect.from)
    const target = redirect.to?.type === 'custom' ? normaliseTarget(redirect.to.url ?? '') : referencedPath(redirect.to?.reference, from ?? '')
    if (from && target && target !== from) table[from] = { to: target, permanent: redirect.type !== '307' }
  }
  return table
}

/**
 * Every managed redirect by its old address, read once and kept in the cache until a redirect (or
 * a document one names) changes. Looked up only where a page would otherwise answer 404.
 */
const getRedirectTable = cached(readRedirects, 'redirects', [tags.redirects, tags.products, tags.solutions, tags.news])

/** Every old address a managed redirect leaves from (normalised: decoded, with its language prefix but Chinese's). */
export async function getRedirectSources(): Promise<string[]> {
  return Object.keys(await getRedirectTable())
}

export async function findRedirect(path: string): Promise<SiteRedirect | null> {
  const from = normaliseSitePath(path)
  return from === null ? null : ((await getRedirectTable())[from] ?? null)
}
