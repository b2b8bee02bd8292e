import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Rich text as HTML: pages and API answers both use it, so neither needs the editor's format. */
export function toHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
}
