// A definition set: one form version's files (pages, page schemas, the answers model, option
// lists, site settings) as data, with what the engine reads of them. The repository's forms/ and
// schemas/ are one such set (the seed); each published version is another. Built from plain
// data, so browser, server and CLI make the same set from the same files.
import { BUNDLE_FILES } from '../lint/bundle-files';
import {
  PAGE_IDS,
  type PageDefinition,
  type PageId,
  type ReviewDefinition,
  type SiteConfig,
} from '../types';
import { resolveDefinition } from './resolve-definition';
import type { FormLanguage } from './translations';

/** File path (e.g. "forms/about.json") → its parsed JSON. */
export type DefinitionFileMap = Readonly<Record<string, unknown>>;

/** A version's page validators when they come as generated code (the browser's way). */
export type PageValidatorSource = (pageId: PageId) => unknown;

/**
 * Generated page validators fetched on the first validation (loadValidators()), so a page that
 * never validates never downloads them; `get` before `load` has settled is a programming error.
 */
export interface GeneratedValidators {
  readonly load: () => Promise<void>;
  readonly get: PageValidatorSource;
}

export interface DefinitionSet {
  readonly files: DefinitionFileMap;
  readonly site: SiteConfig;
  /** Pages with the site's {site.x} placeholders filled. */
  readonly pages: Readonly<Record<PageId, PageDefinition>>;
  /** The page files untouched (lint pointers must match the files). */
  readonly rawPages: Readonly<Record<PageId, unknown>>;
  readonly pageSchemas: Readonly<Record<PageId, object>>;
  /** The readers' review form (placeholders filled), its file untouched, and its rules. */
  readonly review: ReviewDefinition;
  readonly rawReview: unknown;
  readonly reviewSchema: object;
  readonly answersSchema: object;
  readonly optionFiles: {
    readonly countries: unknown;
    readonly stateAndProvince: unknown;
    readonly months: unknown;
    readonly lists: unknown;
  };
  /** Set where validators are generated ahead (the browser): the engine compiles none. */
  readonly pageValidators?: GeneratedValidators;
  /** The language of the set's texts: English as the files are written, else localize's. */
  readonly language: FormLanguage;
  /**
   * An English text in the set's language: for the page messages that generated validators
   * carry in English (the browser's), identity for an English set.
   */
  readonly translate: (english: string) => string;
  /** A localized set's English original (the set itself is English when left out). */
  readonly english?: DefinitionSet;
}

const asWritten = (text: string): string => text;

function fileOf(files: DefinitionFileMap, name: string): unknown {
  if (!Object.hasOwn(files, name)) throw new Error(`definition set lacks ${name}`);
  return files[name];
}

function byPage<T>(names: readonly string[], read: (name: string) => T): Record<PageId, T> {
  const out = {} as Record<PageId, T>;
  PAGE_IDS.forEach((pageId, i) => (out[pageId] = read(names[i] ?? '')));
  return out;
}

/** The set of these files (checked by lint before they are published; not checked here). */
export function definitionSetOf(
  files: DefinitionFileMap,
  pageValidators?: GeneratedValidators,
): DefinitionSet {
  const read = (name: string) => fileOf(files, name);
  const site = read(BUNDLE_FILES.site) as SiteConfig;
  const rawPages = byPage(BUNDLE_FILES.pages, read);
  const pages = {} as Record<PageId, PageDefinition>;
  for (const pageId of PAGE_IDS) pages[pageId] = resolveDefinition(rawPages[pageId], site);
  const { options } = BUNDLE_FILES;
  const rawReview = read(BUNDLE_FILES.review);
  return {
    files,
    site,
    pages,
    rawPages,
    pageSchemas: byPage(BUNDLE_FILES.pageSchemas, (name) => read(name) as object),
    answersSchema: read(BUNDLE_FILES.answersSchema) as object,
    review: resolveDefinition(rawReview, site) as unknown as ReviewDefinition,
    rawReview,
    reviewSchema: read(BUNDLE_FILES.reviewSchema) as object,
    optionFiles: {
      countries: read(options.countries),
      stateAndProvince: read(options.stateAndProvince),
      months: read(options.months),
      lists: read(options.lists),
    },
    ...(pageValidators ? { pageValidators } : {}),
    language: 'en',
    translate: asWritten,
  };
}
