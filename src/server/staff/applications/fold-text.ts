/**
 * Text as staff search compares it: decomposed (NFD), combining marks dropped, lower-cased, runs
 * of white space made one space. "Zoë Ångström" and "zoe angstrom" fold alike. Done here rather
 * than with PostgreSQL's unaccent, which PGlite lacks, so stored text and queries fold the same.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
