import { highlightParts } from '@/rules/highlight'

/** Text with the query's terms in <mark> (the result pages and the header's suggestions). */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
    </>
  )
}
