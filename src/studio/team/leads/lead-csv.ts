/**
 * Leads as CSV (RFC 4180) that a spreadsheet opens safely: a cell starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return would be read as a formula (OWASP "CSV injection"), so it is
 * written after a `'`, which the spreadsheet shows as text. Every cell is quoted; a UTF-8 BOM
 * makes Excel read the accents right.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
