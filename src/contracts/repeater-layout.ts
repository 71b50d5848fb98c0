// Repeated entries keep their identity (issue 27): each repeater has a layout generation that
// every removal bumps; a save or removal says which generation it was based on, so the server
// re-aims it at the entries as they are now.
import type { FromSchema } from 'json-schema-to-ts';

/** The largest generation a client may send (PostgreSQL's integer). */
const MAX_GENERATION = 2_147_483_647;

export const generation = { type: 'integer', minimum: 0, maximum: MAX_GENERATION } as const;

/** Button id to layout generation (0 before any removal). */
export const generationMap = {
  type: 'object',
  maxProperties: 100,
  propertyNames: { maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  additionalProperties: generation,
} as const;
export type GenerationMap = FromSchema<typeof generationMap>;

/** How a save names its base generation in the query string: `generation.<button id>=N`. */
export const GENERATION_PARAM = 'generation.';

/** PUT /api/answer's query string: the base generation of each repeater, all optional. */
export const answerSaveQuery = {
  type: 'object',
  patternProperties: { '^generation\\.[A-Za-z0-9_-]{1,100}$': generation },
  additionalProperties: false,
} as const;

/** The 409 code of a save or removal aimed at an entry removed since its base generation. */
export const ENTRY_REMOVED_CODE = 'ENTRY_REMOVED';

/** The query parameters of a save based on these generations. */
export function generationQuery(generations: GenerationMap): Record<string, number> {
  return Object.fromEntries(
    Object.entries(generations).map(([button, value]) => [`${GENERATION_PARAM}${button}`, value]),
  );
}

/**
 * POST /api/repeater/{button_id}/remove: the entry (2..count) and the generation it was seen in.
 */
export const repeaterRemoveBody = {
  type: 'object',
  properties: { index: { type: 'integer', minimum: 1, maximum: 100 }, generation },
  required: ['index'],
  additionalProperties: false,
} as const;
export type RepeaterRemoveBody = FromSchema<typeof repeaterRemoveBody>;
