/**
 * Text a spreadsheet would run as a formula (CSV injection): one whose first visible character is
 * = + - @ or its full-width form (＝ ＋ － ＠, which Excel and WPS also take as the operator), or
 * that starts with a tab or a CR. A character is not visible when it is in Unicode's Cc (controls:
 * tab, line breaks), Cf (format: U+200B zero width space, U+00AD soft hyphen, U+FEFF …) or Zs
 * (spaces: U+00A0, U+3000 …) categories, or is U+180E (the Mongolian vowel separator, a space in
 * older Unicode); line and paragraph separators (Zl, Zp) count as invisible too. Spreadsheets skip
 * such characters before a formula (`" =3+3"`, `"\u200B=1+1"` ran; issues 26 and 37). The CSV exports
 * defuse such a cell; the company lookup never suggests one.
 */
const formulaStart = /^[\p{Cc}\p{Cf}\p{Zs}\p{Zl}\p{Zp}\u180E]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/u

export function looksLikeFormula(text: string): boolean {
  return formulaStart.test(text)
}
