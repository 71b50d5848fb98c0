// A page definition as the engine reads it: the file's texts with {site.x} placeholders filled.
import type { PageDefinition, SiteConfig } from '../types';
import { interpolateSite } from './site-texts';

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
export function resolveDefinition(raw: unknown, config: SiteConfig): PageDefinition {
  return resolveTexts(raw, config) as PageDefinition;
}
