import type { Payload } from 'payload'

import { isTitledCollection, readPublishedLanguages } from '../../publishedLanguages'
import { LanguagesLine } from './LanguagesLine'

type ServerProps = {
  payload: Payload
  collectionSlug?: string
  i18n?: { language?: string }
  rowData?: { id?: unknown }
}

/** The list column (server component: one read of the published version per row). */
export async function PublishedLanguagesCell({ payload, collectionSlug, rowData, i18n }: ServerProps) {
  const id = rowData?.id
  if (!collectionSlug || !isTitledCollection(collectionSlug) || (typeof id !== 'number' && typeof id !== 'string')) return null
  return <LanguagesLine published={await readPublishedLanguages(payload, collectionSlug, id)} language={i18n?.language} />
}
