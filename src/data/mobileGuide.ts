import type { MobileGuide } from '@/cms/payload-types'
import { payloadLocale } from '@/cms/payloadLocale'
import type { Locale } from '@/rules/language'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { getPayloadClient } from './payload'
import { toHtml } from './richText'
import { visibleGlobal } from './visibility'

/** Spec §2.2 the mobile guideline page: a numbered guide and its notes. */
export interface MobileGuideContent {
  title: string
  intro: string
  steps: { title: string; body: string }[]
  notesHtml: string
}

export const getMobileGuide = cached(
  async (locale: Locale): Promise<MobileGuideContent> => {
    const payload = await getPayloadClient()
    const guide = (await payload.findGlobal({ slug: 'mobile-guide', locale: payloadLocale(locale), depth: 0, ...visibleGlobal() })) as MobileGuide
    return {
      title: guide.title ?? '',
      intro: guide.intro ?? '',
      steps: (guide.steps ?? []).map((step) => ({ title: step.title, body: step.body ?? '' })),
      notesHtml: toHtml(guide.notes),
    }
  },
  'mobile-guide',
  [tags.mobileGuide],
)
