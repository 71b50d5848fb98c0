// The compiled validators: one per page schema plus the data model and the definition
// meta-schema, each compiled once on first use. In the browser build the Vite plugin (scripts/vite-plugin-forms.ts)
// replaces this module with AJV standalone code generated from the same schemas, so the
// browser ships no schema compiler and runs under a strict Content-Security-Policy.
// Both versions export the same functions; the browser's loads its code on the first
// loadValidators(), so pages that never validate never download it.
import type { ErrorObject } from 'ajv';
import type { PageId } from '../types';
import { activeDefinitions, perDefinitions } from '../definitions/active-definitions';
import { createAjv } from './create-ajv';
import { formDefinitionSchema } from './schemas';

export interface ValidationContext {
  now: Date;
}

export interface CompiledValidator {
  (this: ValidationContext | void, data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Each set's validators, compiled on first use by an AJV of its own (schemas' $id repeat). */
const setValidators = perDefinitions(() => {
  const ajv = createAjv();
  const cache = new Map<string, CompiledValidator>();
  return (name: string, schema: object): CompiledValidator => {
    let validate = cache.get(name);
    if (!validate) {
      validate = ajv.compile(schema) as unknown as CompiledValidator;
      cache.set(name, validate);
    }
    return validate;
  };
});

export function getPageValidator(pageId: PageId): CompiledValidator {
  const set = activeDefinitions();
  if (set.pageValidators) return set.pageValidators.get(pageId) as CompiledValidator;
  return setValidators()(pageId, set.pageSchemas[pageId]);
}

/** The review form's rules (schemas/review.schema.json): the server judges a submitted review. */
export function getReviewValidator(): CompiledValidator {
  return setValidators()('review', activeDefinitions().reviewSchema);
}

/** The data model (schemas/answers.schema.json): the server checks stored answers with it. */
export function getAnswersValidator(): CompiledValidator {
  return setValidators()('answers', activeDefinitions().answersSchema);
}

let definitionValidator: CompiledValidator | undefined;

export function getDefinitionValidator(): CompiledValidator {
  return (definitionValidator ??= createAjv().compile(
    formDefinitionSchema,
  ) as unknown as CompiledValidator);
}

/**
 * Why a schema does not compile as the page validators compile (strict mode), with the
 * keywords AJV knows for suggestions; undefined when it compiles. For lint-forms, in Node.
 */
export function strictCompileError(
  schema: object,
): { message: string; keywords: string[] } | undefined {
  const fresh = createAjv(); // a fresh instance: the schema's $id may already be registered
  try {
    fresh.compile(schema);
    return undefined;
  } catch (error) {
    return { message: (error as Error).message, keywords: Object.keys(fresh.RULES.all) };
  }
}

/** A fresh validator of another schema (site.json's, lists.json's), for lint-forms in Node. */
export function compileSchema(schema: object): CompiledValidator {
  return createAjv().compile(schema) as unknown as CompiledValidator;
}

/**
 * Nothing to fetch for the repository's (each validator compiles on first use); a set with
 * generated validators loads them. The browser's version loads the build's code.
 */
export function loadValidators(): Promise<void> {
  return activeDefinitions().pageValidators?.load() ?? Promise.resolve();
}

/** "runtime" here; "standalone" in the module the Vite plugin generates. */
export const validatorSource: 'runtime' | 'standalone' = 'runtime';
