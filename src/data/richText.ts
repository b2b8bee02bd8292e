import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/**
 * Payload's list items carry their number (`value="2"`) in every list, but HTML admits `value` on
 * an item of an <ol> only: in a <ul> the Nu Html Checker reports it (issue 40). The item's own
 * converter, without that attribute outside numbered lists.
 */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const payloadItem = defaultConverters.listitem
    const html = typeof payloadItem === 'function' ? payloadItem(args) : (payloadItem ?? '')
    const numbered = 'tag' in args.parent && args.parent.tag === 'ol'
    return numbered ? html : html.replace(/^(<li\b[^>]*?)\s+value="[^"]*"/, '$1')
  },
})

/** Rich text as HTML: pages and API answers both use it, so neither needs the editor's format. */
export function toHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToHTML({ converters, data: value as SerializedEditorState, disableContainer: true })
}
