import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** Gzip kilobytes of a built file, as the bench counts them. */
export function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

const UNMAPPED = '(unmapped: JSON and glue)';

/** What a source path is counted as: its npm package, or its path in the project. */
function moduleName(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^\0?/, '');
}

/**
 * The gzip kilobytes of a built JavaScript file shared out among the modules its source map
 * names: each module's characters are compressed on their own and the file's real gzip size is
 * divided in those proportions (gzip has no per-module size; this is an estimate that sums to
 * the file). Characters the map does not attribute (the bundler's glue, and JSON modules, which
 * it maps to nothing) count as "(unmapped: JSON and glue)".
 */
export function moduleBreakdown(file: string): Map<string, number> {
  const shares = new Map<string, number>();
  const mapFile = `${file}.map`;
  if (!file.endsWith('.js') || !existsSync(mapFile)) return shares;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = readFileSync(file, 'utf8').split('\n');
  const texts = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    if (text.trim() === '') return;
    const list = texts.get(name) ?? [];
    list.push(text);
    texts.set(name, list);
  };
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let start = 0;
    let owner = UNMAPPED;
    for (const segment of segments) {
      add(owner, line.slice(start, segment[0]));
      start = segment[0];
      const source = segment.length >= 4 ? map.sources[segment[1] ?? -1] : undefined;
      owner = source === undefined ? UNMAPPED : moduleName(source);
    }
    add(owner, line.slice(start));
  });
  const weights = [...texts].map(([name, parts]) => ({
    name,
    weight: gzipSync(parts.join('\n'), { level: 9 }).length,
  }));
  const total = weights.reduce((sum, w) => sum + w.weight, 0);
  const fileKb = gzipKb(file);
  for (const { name, weight } of weights) shares.set(name, (fileKb * weight) / total);
  return shares;
}
