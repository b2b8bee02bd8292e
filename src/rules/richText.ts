/** Rich text as plain text (search): the words of its text nodes, a space between blocks. */
export function toPlainText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const words: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') words.push(text)
    if (Array.isArray(children)) {
      for (const child of children) walk(child)
      words.push(' ')
    }
  }
  walk((value as { root: unknown }).root)
  return words.join('').replace(/\s+/g, ' ').trim()
}
