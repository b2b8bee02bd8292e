import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * Code written twice in src: places that share a run of six or more lines (the same lines, white
 * space folded; blank, comment, import and lone-punctuation lines passed over). Left aside, as in
 * the duplicates review of issue 25: migrations (frozen copies by design), the seed (demo content),
 * generated files, CSS, and the CMS's field configurations (collections and globals, whose
 * declarations look alike by nature). The `duplicates` command of the team's machines also finds
 * runs of the same shape with other names; it is not installable from npm, so CI runs this
 * stricter-than-nothing check of its own: identical runs only.
 */
const src = path.resolve(import.meta.dirname, '../../src')
const runLength = 6
/** The most pairs of places allowed (issue 25: at most ten logic pairs in src). */
const mostPairs = 10

const leftAside = [/^cms\/migrations\//, /^cms\/seed\//, /^cms\/payload-types\.ts$/, /importMap\.js$/, /^cms\/collections\//, /^cms\/globals\//]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    const relative = path.relative(src, full).split(path.sep).join('/')
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !leftAside.some((pattern) => pattern.test(relative)) ? [relative] : []
  })
}

/** The lines that count, with their line numbers. */
function countedLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = []
  let inComment = false
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim().replace(/\s+/g, ' ')
    if (inComment) {
      if (line.includes('*/')) inComment = false
      return
    }
    if (line.startsWith('/*') && !line.includes('*/')) {
      inComment = true
      return
    }
    if (!line || line.startsWith('//') || (line.startsWith('/*') && line.endsWith('*/'))) return
    if (/^(import|export \* from|export \{[^}]*\} from)\b/.test(line) || /^[\s{}()[\];,.<>/]*$/.test(line)) return
    out.push({ line: index + 1, text: line })
  })
  return out
}

/** Pairs of places sharing a run of `runLength` counted lines: "a.ts:10 ~ b.ts:40", one per pair of files (or of places in one file). */
function sharedRuns(files: Map<string, string>): string[] {
  const seen = new Map<string, { file: string; index: number; line: number }>()
  const pairs = new Map<string, string>()
  for (const [file, text] of files) {
    const lines = countedLines(text)
    for (let index = 0; index + runLength <= lines.length; index++) {
      const key = lines
        .slice(index, index + runLength)
        .map((entry) => entry.text)
        .join('\n')
      const first = seen.get(key)
      const here = { file, index, line: lines[index]!.line }
      if (!first) {
        seen.set(key, here)
        continue
      }
      if (first.file === file && index - first.index < runLength) continue // overlapping itself
      const pair = [first.file, file].sort().join(' ~ ')
      if (!pairs.has(pair)) pairs.set(pair, `${first.file}:${first.line} ~ ${file}:${here.line}`)
    }
  }
  return [...pairs.values()]
}

describe('code written twice in src', () => {
  it(`at most ${mostPairs} pairs of places share ${runLength} lines (migrations, seed, generated files, CSS and CMS field configs aside)`, () => {
    const files = new Map(sourceFiles(src).map((file) => [file, readFileSync(path.join(src, file), 'utf8')]))
    const pairs = sharedRuns(files)
    expect(pairs.length, pairs.join('\n')).toBeLessThanOrEqual(mostPairs)
  })

  it('finds a run written twice, and not lines that only look alike to the eye', () => {
    const body = ['const a = read(x)', 'if (!a) return null', 'const b = a.value * 2', 'log(b)', 'store.set(key, b)', 'return b'].join('\n')
    const files = new Map([
      ['one.ts', `// first\nfunction one() {\n${body}\n}\n`],
      ['two.ts', `function two() {\n\n${body.replace('log(b)', '  log(b)   ')}\n}\n`],
      ['three.ts', `function three() {\n${body.replace('* 2', '* 3')}\n}\n`],
    ])
    expect(sharedRuns(files)).toEqual(['one.ts:3 ~ two.ts:3'])
  })
})
