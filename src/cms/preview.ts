import type { CollectionConfig, GlobalConfig, LivePreviewConfig, Plugin } from 'payload'

import { defaultLocale, isLocale, type Locale } from '../rules/language'
import { documentPage, previewAddress, previewBreakpoints, previewCollections, previewGlobals } from '../rules/preview'

/** The locale being edited, as the admin passes it (a code, or a locale object for live preview). */
function editedLocale(locale: unknown): Locale {
  const code = typeof locale === 'object' && locale !== null ? (locale as { code?: unknown }).code : locale
  return isLocale(code) ? code : defaultLocale
}

/**
 * "Preview" and "Phone preview" (new tabs; src/cms/components/PreviewButtons.tsx) and live preview (a frame beside the form) open the real page through the
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

const previewButtons = '/cms/components/PreviewButtons#PreviewButtons'

function withCollectionPreview(config: CollectionConfig): CollectionConfig {
  if (!previewCollections.includes(config.slug)) return config
  const { admin = {} } = config
  const components = { ...admin.components, edit: { ...admin.components?.edit, PreviewButton: previewButtons } }
  return { ...config, admin: { ...admin, ...previewAdmin('collection', config.slug), components } }
}

function withGlobalPreview(config: GlobalConfig): GlobalConfig {
  if (!previewGlobals.includes(config.slug)) return config
  const { admin = {} } = config
  const components = { ...admin.components, elements: { ...admin.components?.elements, PreviewButton: previewButtons } }
  return { ...config, admin: { ...admin, ...previewAdmin('global', config.slug), components } }
}

/** Adds the preview to the collections and page globals that have a page (src/rules/preview.ts). */
export const preview: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withCollectionPreview),
  globals: config.globals?.map(withGlobalPreview),
})
