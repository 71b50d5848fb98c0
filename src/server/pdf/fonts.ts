import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';

export type Weight = 'regular' | 'bold';

/** One typeface of the fallback chain, parsed once per thread and shared by its documents. */
export interface Face {
  readonly name: string;
  readonly font: fontkit.Font;
  readonly bytes: Buffer;
  /** Advance widths at size 1, by code point, filled as text is measured. */
  readonly widths: Map<number, number>;
}

interface FontFile {
  file: string;
  /** Picks one font out of a collection (.ttc). */
  postscriptName?: string;
}

const require = createRequire(import.meta.url);

/** A font file inside one of the @embedpdf/fonts-* packages (their exports hide the folder). */
function bundled(pkg: string, file: string): FontFile {
  return { file: path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file) };
}

/**
 * The fonts shipped through npm, so every machine prints these scripts: Noto Sans (Latin with
 * its extensions and Vietnamese, Greek, Cyrillic), Noto Naskh Arabic, Noto Sans Hebrew and
 * Noto Sans CJK SC (Chinese, Japanese kana). Order matters: the first face with a glyph wins.
 */
function bundledChain(weight: Weight): FontFile[] {
  const bold = weight === 'bold';
  return [
    bundled('@embedpdf/fonts-latin', bold ? 'NotoSans-Bold.ttf' : 'NotoSans-Regular.ttf'),
    bundled(
      '@embedpdf/fonts-arabic',
      bold ? 'NotoNaskhArabic-Bold.ttf' : 'NotoNaskhArabic-Regular.ttf',
    ),
    bundled(
      '@embedpdf/fonts-hebrew',
      bold ? 'NotoSansHebrew-Bold.ttf' : 'NotoSansHebrew-Regular.ttf',
    ),
    bundled('@embedpdf/fonts-sc', bold ? 'NotoSansHans-Bold.otf' : 'NotoSansHans-Regular.otf'),
  ];
}

const NOTO_CORE = '/usr/share/fonts/truetype/noto';

/**
 * Debian's fonts, used when installed, for what the bundled ones lack: Korean from
 * fonts-noto-cjk, the other scripts of fonts-noto-core, then DejaVu Sans for symbols.
 */
function systemChain(weight: Weight): FontFile[] {
  const bold = weight === 'bold';
  const style = bold ? 'Bold' : 'Regular';
  const files: FontFile[] = [
    {
      file: `/usr/share/fonts/opentype/noto/NotoSansCJK-${style}.ttc`,
      postscriptName: `NotoSansCJKkr-${style}`,
    },
  ];
  if (existsSync(NOTO_CORE)) {
    for (const name of readdirSync(NOTO_CORE).sort())
      if (/^NotoSans[A-Z][A-Za-z]+-Regular\.ttf$/.test(name)) {
        const wanted = bold ? name.replace('-Regular', '-Bold') : name;
        const file = path.join(NOTO_CORE, existsSync(path.join(NOTO_CORE, wanted)) ? wanted : name);
        files.push({ file });
      }
  }
  files.push({
    file: `/usr/share/fonts/truetype/dejavu/${bold ? 'DejaVuSans-Bold' : 'DejaVuSans'}.ttf`,
  });
  return files.filter((f) => existsSync(f.file));
}

/** Hebrew, Arabic and the other right-to-left letters (not the Arabic-Indic digits). */
export const STRONG_RTL =
  /[\u0590-\u065F\u066A-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]|\uD802[\uDC00-\uDFFF]/;

/** Scripts drawn glyph by glyph from the cmap: Latin, Greek, Cyrillic, CJK, Hangul. */
const PLAIN =
  /^[\u0020-\u02FF\u0370-\u0482\u048A-\u058F\u1E00-\u1FFF\u2000-\u2BFF\u3000-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]*$/;

/**
 * Makes a fontkit 2 font usable by pdf-lib's subset embedder. pdf-lib reads subsets through
 * `encodeStream()` (fontkit 1's API); fontkit 2 only has `encode()`. @pdf-lib/fontkit, the
 * fork pdf-lib suggests, writes broken subsets (short `loca` in TrueType, invalid CID CFF),
 * fixed upstream in fontkit 1.8/1.9. Layout is kept left to right: a run that holds
 * right-to-left letters arrives in logical order (so Arabic joins right) and its glyphs are
 * reversed here, the visual order of the whole line being TextLayout's (bidi-js).
 */
function adapt(font: fontkit.Font): void {
  const createSubset = font.createSubset.bind(font);
  const layout = font.layout.bind(font);
  Object.assign(font, {
    createSubset() {
      const subset = createSubset();
      return Object.assign(subset, {
        // pdf-lib spreads each chunk into an array: keep chunks small.
        encodeStream: () =>
          Readable.from(
            (function* chunks() {
              const bytes = subset.encode();
              for (let i = 0; i < bytes.length; i += 8192) yield bytes.subarray(i, i + 8192);
            })(),
          ),
      });
    },
    layout(text: string, features?: string[] | Record<string, boolean>) {
      // pdf-lib draws glyphs at their advance widths and ignores positioning, so text that
      // needs no shaping (no combining marks, no joining or Indic scripts) skips fontkit's
      // GSUB/GPOS passes, most of the time a long text costs.
      if (PLAIN.test(text)) return { glyphs: font.glyphsForString(text), positions: [] };
      const run = layout(text, features, undefined, undefined, 'ltr');
      if (STRONG_RTL.test(text)) {
        run.glyphs.reverse();
        run.positions.reverse();
      }
      return run;
    },
  });
}

function load(source: FontFile): Face {
  const bytes = readFileSync(source.file);
  const opened = fontkit.create(bytes, source.postscriptName) as fontkit.Font | null;
  if (!opened || !('layout' in opened))
    throw new Error(`${source.file} holds no font of that name`);
  adapt(opened);
  return { name: path.basename(source.file), font: opened, bytes, widths: new Map() };
}

/**
 * The fallback chain of one weight. Files are read and parsed on first use, bundled ones
 * first; Debian's only when a character is not in any face loaded so far. Each thread (a
 * worker imports its own copy of this module) keeps its own chain.
 */
export class FontChain {
  private readonly loaded: Face[];
  private pending: FontFile[];
  private systemQueued = false;
  private readonly byChar = new Map<number, Face>();

  constructor(readonly weight: Weight) {
    const [primary, ...rest] = bundledChain(weight);
    this.loaded = [load(primary!)];
    this.pending = rest;
  }

  /** The next face not read yet, Debian's after the bundled ones; undefined when none is left. */
  private loadNext(): Face | undefined {
    for (;;) {
      if (this.pending.length === 0 && !this.systemQueued) {
        this.pending = systemChain(this.weight);
        this.systemQueued = true;
      }
      const next = this.pending.shift();
      if (!next) return undefined;
      try {
        const face = load(next);
        this.loaded.push(face);
        return face;
      } catch {
        // A damaged or unexpected system font is skipped; the bundled ones always load.
      }
    }
  }

  /** The face that draws this code point: the first that has a glyph, else the primary. */
  faceFor(codePoint: number): Face {
    const known = this.byChar.get(codePoint);
    if (known) return known;
    let face = this.loaded.find((f) => f.font.hasGlyphForCodePoint(codePoint));
    while (!face) {
      const next = this.loadNext();
      if (!next) break;
      if (next.font.hasGlyphForCodePoint(codePoint)) face = next;
    }
    const chosen = face ?? this.loaded[0]!;
    this.byChar.set(codePoint, chosen);
    return chosen;
  }

  /** The advance width of a code point at size 1, in the face that draws it. */
  width(codePoint: number): number {
    return advance(this.faceFor(codePoint), codePoint);
  }
}

/** The advance width of a code point at size 1 in a given face. */
export function advance(face: Face, codePoint: number): number {
  let width = face.widths.get(codePoint);
  if (width === undefined) {
    width = face.font.glyphForCodePoint(codePoint).advanceWidth / face.font.unitsPerEm;
    face.widths.set(codePoint, width);
  }
  return width;
}

/**
 * The width at size 1 of a run of text in one face as pdf-lib will draw it: character by
 * character for text that needs no shaping, else from the shaped glyphs (joined Arabic
 * letters and ligatures are narrower than the letters alone).
 */
export function runWidth(face: Face, text: string): number {
  if (PLAIN.test(text)) {
    let width = 0;
    for (const char of text) width += advance(face, char.codePointAt(0)!);
    return width;
  }
  const glyphs = face.font.layout(text).glyphs;
  return glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / face.font.unitsPerEm;
}

const chains = new Map<Weight, FontChain>();

/** This thread's chain for a weight, made on first use. */
export function fontChain(weight: Weight): FontChain {
  let chain = chains.get(weight);
  if (!chain) {
    chain = new FontChain(weight);
    chains.set(weight, chain);
  }
  return chain;
}
