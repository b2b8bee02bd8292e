import type { Product, Solution } from '@/cms/payload-types'
import type { Locale } from '@/rules/language'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { parseId } from './ids'
import { type Image, imageUrl, toImage, withFocus } from './media'
import { getPayloadClient } from './payload'
import { toHtml } from './richText'
import { isVisibleRelation, visible } from './visibility'

/** Spec §3 solution (id, name) with what a list card shows. */
export interface SolutionSummary {
  id: number
  name: string
  summary: string
  imageUrl: string
  /** The cover's focal point as `object-position`, when off the centre (media.ts `imageFocus`). */
  imageFocus?: string
}

export interface SolutionDetail extends SolutionSummary {
  cover: Image | null
  bodyHtml: string
  highlights: { title: string; text: string }[]
  relatedProducts: { id: number; firstTitle: string; model: string; customizeUrl: string; imageUrl: string; imageFocus?: string }[]
}

function toSummary(solution: Solution): SolutionSummary {
  return { id: solution.id, name: solution.name, summary: solution.summary ?? '', imageUrl: imageUrl(solution.cover, 'card'), ...withFocus(solution.cover) }
}

async function readSolutions(locale: Locale): Promise<SolutionSummary[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'solutions',
    depth: 1,
    pagination: false,
    sort: ['order', 'createdAt'],
    select: { name: true, summary: true, cover: true },
    ...visible('solutions', locale),
  })
  return (result.docs as Solution[]).map(toSummary)
}

export const getSolutions = cached(readSolutions, 'solutions', [tags.solutions, tags.media])

async function readSolution(locale: Locale, id: number): Promise<SolutionDetail | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'solutions', depth: 2, limit: 1, ...visible('solutions', locale, { id: { equals: id } }) })
  const solution = result.docs[0] as Solution | undefined
  if (!solution) return null
  return {
    ...toSummary(solution),
    cover: toImage(solution.cover, 'hero'),
    bodyHtml: toHtml(solution.body),
    highlights: (solution.highlights ?? []).map((item) => ({ title: item.title, text: item.text ?? '' })),
    relatedProducts: (solution.relatedProducts ?? [])
      .filter((product): product is Product => typeof product === 'object' && isVisibleRelation('products', product as unknown as Record<string, unknown>))
      .map((product) => ({
        id: product.id,
        firstTitle: product.firstTitle,
        model: product.model,
        customizeUrl: product.customizeUrl ?? String(product.id),
        imageUrl: imageUrl(product.cover, 'card'),
        ...withFocus(product.cover),
      })),
  }
}

const getSolutionById = cached(readSolution, 'solution', [tags.solutions, tags.products, tags.media])

/** One solution by id; null for an unknown or malformed id (checked against the cached list). */
export async function getSolution(locale: Locale, key: string): Promise<SolutionDetail | null> {
  const id = parseId(key)
  const known = id !== null && (await getSolutions(locale)).some((solution) => solution.id === id)
  return known ? getSolutionById(locale, id) : null
}
