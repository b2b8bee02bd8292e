/**
 * Text a spreadsheet would run as a formula (CSV injection): one starting with = + - @, a tab or a
 * CR, also behind leading white space or line breaks (Excel and LibreOffice skip those: `" =3+3"`,
 * `"\n=4+4"` ran as formulas; issue 26). The CSV exports defuse such a cell; the company lookup
 * never suggests one.
 */
const formulaStart = /^\s*[=+\-@]|^[\t\r]/

export function looksLikeFormula(text: string): boolean {
  return formulaStart.test(text)
}
