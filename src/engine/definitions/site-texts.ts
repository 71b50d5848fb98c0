// The {site.x} placeholders a definition's texts may use, against a given site config.
import type { SiteConfig } from '../types';

const PLACEHOLDER = /\{site\.([A-Za-z0-9_.]+)\}/g;

/** Value of a dotted path of the site config when it is a string, else undefined. */
export function siteValue(path: string, config: SiteConfig): string | undefined {
  let value: unknown = config;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' ? value : undefined;
}

/** Replaces {site.name}, {site.help.email} ... so staff write the name once, in site.json. */
export function interpolateSite(text: string, config: SiteConfig): string {
  if (!text.includes('{site.')) return text;
  return text.replace(PLACEHOLDER, (whole, path: string) => siteValue(path, config) ?? whole);
}

/** The placeholders of a text that the site config does not define (lint-forms reports them). */
export function unknownSitePlaceholders(text: string, config: SiteConfig): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const path = match[1] ?? '';
    if (siteValue(path, config) === undefined) unknown.push(match[0]);
  }
  return unknown;
}
