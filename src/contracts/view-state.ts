// The applicant's view state on the wire: repeater counts (PUT /api/add-another) and chosen tabs
// (PUT /api/tabs).
import type { FromSchema } from 'json-schema-to-ts';
import { ADD_ANOTHER_DEFAULT, ADD_ANOTHER_MAX } from '../engine/constants';

/** The id of a node of a page definition: an Add Another button, a tabs node, a tab. */
export const definitionId = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

/** PUT /api/add-another: how many entries of a repeater are shown. */
export const addAnotherBody = {
  type: 'object',
  properties: {
    button_id: definitionId,
    num_components: {
      type: 'integer',
      minimum: ADD_ANOTHER_DEFAULT,
      maximum: ADD_ANOTHER_MAX,
    },
  },
  required: ['button_id', 'num_components'],
  additionalProperties: false,
} as const;
export type AddAnotherBody = FromSchema<typeof addAnotherBody>;

/**
 * PUT /api/add-another's query string: `from`, the count the page showed. Optional (scripts and
 * old clients), so the spec's body stays as it is.
 */
export const addAnotherParams = {
  type: 'object',
  properties: {
    from: { type: 'integer', minimum: ADD_ANOTHER_DEFAULT, maximum: ADD_ANOTHER_MAX },
  },
  additionalProperties: false,
} as const;
export type AddAnotherParams = FromSchema<typeof addAnotherParams>;

/** The 409 code of an Add Another based on a count another device has changed since. */
export const COUNT_CHANGED_CODE = 'COUNT_CHANGED';

/** PUT /api/tabs: the tab chosen in a tabs node. */
export const tabChoiceBody = {
  type: 'object',
  properties: { tab_id: definitionId, chosen_tab: definitionId },
  required: ['tab_id', 'chosen_tab'],
  additionalProperties: false,
} as const;
export type TabChoiceBody = FromSchema<typeof tabChoiceBody>;

/**
 * The 409 code of a tab choice or an entry's removal that would empty answers another device
 * wrote after the revisions the page sent (in the answer-base header, as a save does): the page
 * reads them first.
 */
export const ANSWERS_CHANGED_CODE = 'ANSWERS_CHANGED';
