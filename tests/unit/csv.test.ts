import { describe, expect, it } from 'vitest'

import { csvCell, csvDateTime, csvDocument } from '@/rules/csv'

describe('csv rule', () => {
  it('defuses every cell a spreadsheet would run as a formula', () => {
    for (const dangerous of ['=SUM(A1)', '+86 138', '-1', '@cmd', '\tx', '\rx']) {
      expect(csvCell(dangerous).replace(/^"/, '')).toMatch(/^'/)
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('a=b')).toBe('a=b')
  })

  it('defuses a formula behind leading white space or line breaks (issue 26)', () => {
    for (const dangerous of [' =3+3', '\n=4+4', '\r\n+1', '  @cmd', '\u3000=1', '\u00a0-2', '\t =1']) {
      expect(csvCell(dangerous), JSON.stringify(dangerous)).toMatch(/^"?'/)
    }
    expect(csvCell(' =3+3')).toBe("' =3+3")
    expect(csvCell('\n=4+4')).toBe(`"'\n=4+4"`)
    expect(csvCell(' a = b')).toBe(' a = b')
    expect(csvCell('\nplain')).toBe('"\nplain"')
  })

  it('defuses a formula behind invisible characters or in full-width form (issue 37)', () => {
    // U+200B zero width space, U+180E Mongolian vowel separator, U+00AD soft hyphen, U+FEFF, U+2060
    // word joiner (Cf), U+2028 line separator; then the full-width operators ＝ ＋ － ＠.
    for (const dangerous of ['\u200B=1+1', '\u180E=1+1', '\u00AD=1+1', '\uFEFF+1', '\u2060@x', '\u2028-1', '\u200B \u00AD\u3000=1', '\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20cmd', '\u200B\uFF1DSUM(A1)']) {
      expect(csvCell(dangerous), JSON.stringify(dangerous)).toBe(`'${dangerous}`)
    }
    // Visible text first is text, whatever follows.
    for (const plain of ['a\u200B=1', '张\uFF1D三', '\u200Babc', '（＝）', '1=1']) expect(csvCell(plain), JSON.stringify(plain)).toBe(plain)
  })

  it('quotes commas, quotes and line breaks, and writes nothing for null', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(['a', 'b'])).toBe('a; b')
    expect(csvCell(42)).toBe('42')
  })

  it('writes a document Excel opens as UTF-8: BOM first, CRLF after every line', () => {
    const csv = csvDocument(['姓名', 'E-mail'], [['张三', 'a@b.c'], ['=1', null]])
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toBe('\uFEFF姓名,E-mail\r\n张三,a@b.c\r\n\'=1,\r\n')
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it('writes times in the company time zone (Asia/Shanghai)', () => {
    expect(csvDateTime('2026-11-24T16:30:05.000Z')).toBe('2026-11-25 00:30:05 +08:00')
    expect(csvDateTime(null)).toBe('')
  })

  it('writes the offset of the zone at that instant, as ISO 8601 does', () => {
    const at = '2026-07-01T12:00:00.000Z'
    expect(csvDateTime(at, 'UTC')).toBe('2026-07-01 12:00:00 +00:00')
    expect(csvDateTime(at, 'Europe/Berlin')).toBe('2026-07-01 14:00:00 +02:00')
    expect(csvDateTime('2026-01-01T12:00:00.000Z', 'Europe/Berlin')).toBe('2026-01-01 13:00:00 +01:00')
    expect(csvDateTime(at, 'Asia/Kolkata')).toBe('2026-07-01 17:30:00 +05:30')
    expect(csvDateTime(at, 'America/Sao_Paulo')).toBe('2026-07-01 09:00:00 -03:00')
  })
})
