import { countCharacters } from '../../../engine';

/**
 * Cuts text to at most max characters as the server counts them (a line break is one), so a
 * paste past the limit keeps what fits instead of being refused whole.
 */
export function limitCharacters(text: string, max: number): string {
  let out = text;
  let over = countCharacters(out) - max;
  while (over > 0) {
    out = out.slice(0, out.length - over);
    over = countCharacters(out) - max;
  }
  return out;
}
