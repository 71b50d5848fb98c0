/** Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A value as a CSV cell: booleans as true/false, and a leading `'` before a cell a spreadsheet
 * would run as a formula, as OWASP recommends (the writer quotes every cell and doubles quotes).
 */
export function csvCell(value: string | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? String(value) : value;
  return FORMULA_START.test(text) ? `'${text}` : text;
}
