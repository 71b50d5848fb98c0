// {site.…} placeholders: every text of a page (labels, hints, links, content, options) and
// every message of a page schema is filled from forms/site.json, so each placeholder must name
// one of its texts. site.json and lists.json are shown as written: a placeholder there is
// never filled, and shows to applicants with its braces.
import { unknownSitePlaceholders } from '../definitions/site';
import type { SiteConfig } from '../types';
import type { BundleFile } from './bundle-files';
import { pointerOf } from './problem';
import { didYouMean } from './did-you-mean';

type Report = (file: string, pointer: string, message: string) => void;

/** Every string of a JSON value with its pointer; `within` limits the walk to members so named. */
function strings(
  node: unknown,
  pointer = '',
  within?: string,
  inside = within === undefined,
): { value: string; pointer: string }[] {
  if (typeof node === 'string') return inside ? [{ value: node, pointer }] : [];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, child]) =>
    strings(child, pointer + pointerOf(key), within, inside || key === within),
  );
}

/** The dotted paths of site.json's texts, as placeholders name them (help.email). */
function textPaths(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, child]) =>
    key.startsWith('$') ? [] : textPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

export function checkSitePlaceholders(
  pages: readonly BundleFile[],
  pageSchemas: readonly BundleFile[],
  site: BundleFile,
  report: Report,
): void {
  const config = site.data as SiteConfig;
  const known = textPaths(config).map((path) => `{site.${path}}`);
  const check = (file: string, found: { value: string; pointer: string }[]) => {
    for (const { value, pointer } of found) {
      for (const placeholder of unknownSitePlaceholders(value, config)) {
        const hint = didYouMean(placeholder, known) || `; its texts are ${known.join(', ')}`;
        report(file, pointer, `${placeholder} is not a text of ${site.file}${hint}`);
      }
    }
  };
  for (const { file, data } of pages) check(file, strings(data));
  for (const { file, data } of pageSchemas) check(file, strings(data, '', 'errorMessage'));
}

/** Placeholders where nothing fills them: site.json itself and lists.json's labels. */
export function checkUnfilledPlaceholders(files: readonly BundleFile[], report: Report): void {
  for (const { file, data } of files) {
    for (const { value, pointer } of strings(data)) {
      if (pointer === '/$comment') continue;
      const placeholder = /\{site\.[A-Za-z0-9_.]+\}/.exec(value)?.[0];
      if (placeholder)
        report(
          file,
          pointer,
          `${placeholder} is not filled in this file: write the text itself (placeholders work in the page files and in schema messages)`,
        );
    }
  }
}
