import type { CollectionConfig, GlobalConfig, LivePreviewConfig, Plugin } from 'payload'

import { defaultLocale, isLocale, type Locale } from '../rules/language'
import { documentPage, previewAddress, previewBreakpoints, previewCollections, previewGlobals } from '../rules/preview'

/** The locale being edited, as the admin passes it (a code, or a locale object for live preview). */
function editedLocale(locale: unknown): Locale {
  const code = typeof locale === 'object' && locale !== null ? (locale as { code?: unknown }).code : locale
  return isLocale(code) ? code : defaultLocale
}

/**
 * "Preview" (a new tab) and live preview (a frame beside the form) open the real page through the
 * preview route, in the language being edited. The frame starts on the desktop page; at the phone
 * breakpoint the page moves itself to its /m. twin (src/components/preview/PreviewDevice.tsx).
 */
function previewAdmin(kind: 'collection' | 'global', slug: string) {
  const address = (doc: Record<string, unknown>, locale: unknown) => {
    const page = documentPage(kind, slug, doc, editedLocale(locale))
    return page ? previewAddress(page) : null
  }
  const livePreview: LivePreviewConfig = { url: ({ data, locale }) => address(data, locale), breakpoints: previewBreakpoints }
  return { preview: (doc: Record<string, unknown>, { locale }: { locale: string }) => address(doc, locale), livePreview }
}

function withPreview<T extends CollectionConfig | GlobalConfig>(kind: 'collection' | 'global', slugs: string[], config: T): T {
  return slugs.includes(config.slug) ? { ...config, admin: { ...config.admin, ...previewAdmin(kind, config.slug) } } : config
}

/** Adds the preview to the collections and page globals that have a page (src/rules/preview.ts). */
export const preview: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => withPreview('collection', previewCollections, collection)),
  globals: config.globals?.map((global) => withPreview('global', previewGlobals, global)),
})
