// Printable ASCII and the usual white space never decompose nor are combining marks.
const NOT_PLAIN = /[^\t\n\r\u0020-\u007e]/;

/**
 * Text as staff search compares it: decomposed (NFD), combining marks dropped, lower-cased, runs
 * of white space made one space. "Zoë Ångström" and "zoe angstrom" fold alike. Done here rather
 * than with PostgreSQL's unaccent, which PGlite lacks, so stored text and queries fold the same.
 * Plain ASCII text (most names) skips the two Unicode passes, which change nothing in it.
 */
export function foldForSearch(text: string): string {
  const unmarked = NOT_PLAIN.test(text) ? text.normalize('NFD').replace(/\p{M}+/gu, '') : text;
  return unmarked.toLowerCase().replace(/\s+/g, ' ').trim();
}
