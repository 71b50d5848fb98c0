import bidiFactory from 'bidi-js';
import { STRONG_RTL, runWidth, type Face, type FontChain } from './fonts';

/** A piece of one line drawn in one face; `width` is at size 1. */
export interface Run {
  text: string;
  face: Face;
  width: number;
}

const bidi = bidiFactory();
const NEEDS_BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u202B\u202E\u2067]|\uD802/;
const NEUTRAL = /^[\s\p{P}]$/u;

export type Direction = 'ltr' | 'rtl';

/** The direction of a paragraph: that of its first letter with one (Unicode's rule). */
export function baseDirection(text: string): Direction {
  if (!NEEDS_BIDI.test(text)) return 'ltr';
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

/** Code points in drawing order, each with whether it sits in a right-to-left stretch. */
function visualOrder(line: string, direction: Direction): { char: string; rtl: boolean }[] {
  if (direction === 'ltr' && !NEEDS_BIDI.test(line))
    return Array.from(line, (char) => ({ char, rtl: false }));
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const order = Array.from({ length: line.length }, (_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  const out: { char: string; rtl: boolean }[] = [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const unit = line.charCodeAt(i);
    const rtl = (levels.levels[i]! & 1) === 1;
    // A reversed surrogate pair comes low half first: put the pair back together.
    if (unit >= 0xdc00 && unit <= 0xdfff && order[k + 1] === i - 1) {
      out.push({ char: line.slice(i - 1, i + 1), rtl });
      k++;
    } else if (unit >= 0xd800 && unit <= 0xdbff) {
      out.push({ char: line.slice(i, i + 2), rtl });
      k++;
    } else out.push({ char: mirrored.get(i) ?? line[i]!, rtl });
  }
  return out;
}

/**
 * Splits a line (of a paragraph with the given direction) into runs of one face each, left to right as they are drawn. A right-to-left
 * run that holds letters is handed over in logical order, so its letters are shaped (Arabic
 * joins) and the face's layout reverses it (see fonts.ts); other runs are in drawing order.
 */
export function visualRuns(line: string, chain: FontChain, direction: Direction = 'ltr'): Run[] {
  const runs: { face: Face; chars: string[]; rtl: boolean }[] = [];
  for (const { char, rtl } of visualOrder(line, direction)) {
    const codePoint = char.codePointAt(0)!;
    const last = runs[runs.length - 1];
    // Spaces and punctuation stay in the run they are in when its face has them.
    const face =
      last && NEUTRAL.test(char) && last.face.font.hasGlyphForCodePoint(codePoint)
        ? last.face
        : chain.faceFor(codePoint);
    if (last && last.face === face && last.rtl === rtl) last.chars.push(char);
    else runs.push({ face, chars: [char], rtl });
  }
  return runs.map(({ face, chars, rtl }) => {
    const visual = chars.join('');
    const text = rtl && STRONG_RTL.test(visual) ? chars.reverse().join('') : visual;
    return { text, face, width: runWidth(face, text) };
  });
}
