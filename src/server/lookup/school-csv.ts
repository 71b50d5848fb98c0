export interface SchoolRow {
  category: 'college_ceeb' | 'hs_ceeb';
  ceeb: string;
  name: string;
  address_line_1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const SCHOOL_COLUMNS = [
  'category',
  'ceeb',
  'name',
  'address_line_1',
  'city',
  'state',
  'zip',
  'country',
] as const;

export class CsvError extends Error {}

/** Splits CSV text into records (RFC 4180: quoted fields, doubled quotes, CRLF or LF). */
function records(text: string): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      out.push({ line: start, fields });
      fields = [];
      field = '';
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) throw new CsvError(`Line ${start}: a quoted field is not closed.`);
  if (field !== '' || fields.length > 0) out.push({ line: start, fields: [...fields, field] });
  return out;
}

/**
 * Reads the schools CSV: a header naming the columns above (any order, extra columns ignored),
 * then one school per line; blank lines and lines starting with # are skipped. Every problem is
 * reported with its line number, and nothing is imported unless the whole file is good.
 */
export function parseSchoolCsv(text: string): SchoolRow[] {
  const rows = records(text.replace(/^\uFEFF/, '')).filter(
    (r) => !(r.fields.length === 1 && r.fields[0]!.trim() === '') && !r.fields[0]!.startsWith('#'),
  );
  const header = rows.shift();
  if (!header) throw new CsvError('The file is empty.');
  const index = new Map(header.fields.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = SCHOOL_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0)
    throw new CsvError(`Line ${header.line}: the header lacks ${missing.join(', ')}.`);
  const problems: string[] = [];
  const seen = new Set<string>();
  const schools = rows.map(({ line, fields }) => {
    const get = (column: (typeof SCHOOL_COLUMNS)[number]) =>
      (fields[index.get(column)!] ?? '').trim();
    const row = Object.fromEntries(SCHOOL_COLUMNS.map((c) => [c, get(c)])) as unknown as SchoolRow;
    if (row.category !== 'college_ceeb' && row.category !== 'hs_ceeb')
      problems.push(`Line ${line}: category must be college_ceeb or hs_ceeb.`);
    if (!/^[A-Za-z0-9]{1,10}$/.test(row.ceeb))
      problems.push(`Line ${line}: ceeb must be 1 to 10 letters or digits.`);
    if (row.name === '' || row.name.length > 100)
      problems.push(`Line ${line}: name must be 1 to 100 characters.`);
    for (const c of ['address_line_1', 'city', 'state', 'zip', 'country'] as const) {
      if (row[c].length > 100) problems.push(`Line ${line}: ${c} is longer than 100 characters.`);
    }
    const key = `${row.category}:${row.ceeb}`;
    if (seen.has(key)) problems.push(`Line ${line}: ${row.category} ${row.ceeb} appears twice.`);
    seen.add(key);
    return row;
  });
  if (problems.length > 0)
    throw new CsvError(
      problems.slice(0, 20).join('\n') +
        (problems.length > 20 ? `\n... and ${problems.length - 20} more.` : ''),
    );
  return schools;
}
