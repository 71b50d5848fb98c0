// The three page definitions, loaded once from forms/*.json with {site.x} placeholders filled.
// Browser, server and CLI import the same JSON, so they always agree on the questions.
import aboutJson from '../../../forms/about.json';
import educationJson from '../../../forms/education.json';
import finalStepsJson from '../../../forms/final-steps.json';
import type { PageDefinition, PageId, SiteConfig } from '../types';
import { interpolateSite, site } from './site';

function resolveTexts<T>(value: T, config: SiteConfig): T {
  if (typeof value === 'string') return interpolateSite(value, config) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => resolveTexts(v, config)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolveTexts(v, config);
    return out as T;
  }
  return value;
}

/** A raw definition (as in the file) with the site's texts filled in. */
export function resolveDefinition(raw: unknown, config: SiteConfig = site): PageDefinition {
  return resolveTexts(raw, config) as PageDefinition;
}

export const pages: Readonly<Record<PageId, PageDefinition>> = {
  about: resolveDefinition(aboutJson),
  education: resolveDefinition(educationJson),
  'final-steps': resolveDefinition(finalStepsJson),
};

/** The raw files, untouched, for lint-forms (pointers must match the files). */
export const rawPageFiles: Readonly<Record<PageId, unknown>> = {
  about: aboutJson,
  education: educationJson,
  'final-steps': finalStepsJson,
};

export function getPage(pageId: PageId): PageDefinition {
  return pages[pageId];
}
