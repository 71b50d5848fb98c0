// The messages the engine itself writes on an applicant's page (issue 32). They are the
// product's, not a form version's, so their translations are the product's too
// (engine-translations.ts); a version's translations file may still reword them.
/** Shown only if a page rule forgot its errorMessage (a test checks that none does). */
export const FALLBACK_MESSAGE = 'Please check this answer.';

/** Beside a select or radio whose saved code the definitions no longer offer (issue 18). */
export const CHOICE_WITHDRAWN_MESSAGE =
  'The option you chose is no longer available. Please choose again.';

/**
 * Beside a date field whose typed text is complete but names no real day (issue 14). {example}
 * is filled in the reader's order, so the English reads exactly as before: "…, for example
 * 03/27/2008."
 */
export const DATE_NOT_REAL_TEXT = 'Enter a real date, for example {example}.';

/** Every one of them: what localize and lint know as the engine's. */
export const ENGINE_TEXTS = [
  FALLBACK_MESSAGE,
  CHOICE_WITHDRAWN_MESSAGE,
  DATE_NOT_REAL_TEXT,
] as const;

/** One of the engine's messages. */
export type EngineText = (typeof ENGINE_TEXTS)[number];
