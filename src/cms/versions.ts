import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * Editors work on drafts: the public site shows the last published version (src/data/visibility.ts).
 * Autosave keeps a draft a second behind the editor, which also refreshes the live preview.
 */
const drafts = { autosave: { interval: 1000 } }

/** Versions of a page global or a collection published when an editor chooses. */
export const draftVersions = { drafts, maxPerDoc: 50 } satisfies CollectionConfig['versions'] & GlobalConfig['versions']

/** The same for content an editor may also publish or unpublish at a chosen time (jobs queue). */
export const scheduledDraftVersions = {
  drafts: { ...drafts, schedulePublish: true },
  maxPerDoc: 50,
} satisfies CollectionConfig['versions']
