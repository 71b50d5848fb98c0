// The staff workspace's form versions on the wire (issue 29's contract): the versions and the
// draft, the draft's files and problems, its impact, publish and roll back.
import type { FromSchema } from 'json-schema-to-ts';
import { IMPACT_REASONS } from '../engine/impact/impact-reasons';
import { VERSION_FILES } from '../engine/lint/version-files';

const nullableString = { type: ['string', 'null'] } as const;
const revision = { type: 'integer', minimum: 0, maximum: 2_147_483_647 } as const;
const version = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const formVersionSummary = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    published_at: { type: 'string' },
    published_by: { type: 'string' },
    note: { type: 'string' },
  },
  required: ['version', 'published_at', 'published_by', 'note'],
  additionalProperties: false,
} as const;
export type FormVersionSummary = FromSchema<typeof formVersionSummary>;

/** GET /staff/api/forms. */
export const formsReply = {
  type: 'object',
  properties: {
    live: formVersionSummary,
    draft: {
      oneOf: [
        {
          type: 'object',
          properties: {
            revision: { type: 'integer' },
            updated_at: { type: 'string' },
            updated_by: { type: 'string' },
          },
          required: ['revision', 'updated_at', 'updated_by'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    versions: { type: 'array', items: formVersionSummary },
  },
  required: ['live', 'draft', 'versions'],
  additionalProperties: false,
} as const;
export type FormsReply = FromSchema<typeof formsReply>;

/** A definition set: file name → its JSON; only the files a version holds may be named. */
const files = {
  type: 'object',
  propertyNames: { enum: VERSION_FILES },
} as const;
export type FormFilesWire = Record<string, unknown>;

/** GET /staff/api/forms/draft: the draft, or a copy of live with revision 0. */
export const formDraftReply = {
  type: 'object',
  properties: {
    revision: { type: 'integer' },
    files: { type: 'object', additionalProperties: true },
  },
  required: ['revision', 'files'],
  additionalProperties: false,
} as const;
export interface FormDraft {
  revision: number;
  files: FormFilesWire;
}

/** PUT /staff/api/forms/draft: `revision` is the one the edit was based on. */
export const formDraftBody = {
  type: 'object',
  properties: { revision, files },
  required: ['revision', 'files'],
  additionalProperties: false,
} as const;
export type FormDraftBody = FormDraft;

/** A lint problem on the wire; line and column are null where the file has no text to point in. */
export const formProblem = {
  type: 'object',
  properties: {
    file: { type: 'string' },
    line: { type: ['integer', 'null'] },
    column: { type: ['integer', 'null'] },
    pointer: { type: 'string' },
    message: { type: 'string' },
    rule: nullableString,
  },
  required: ['file', 'line', 'column', 'pointer', 'message', 'rule'],
  additionalProperties: false,
} as const;
export type FormProblem = FromSchema<typeof formProblem>;

export const formDraftSaveReply = {
  type: 'object',
  properties: { revision: { type: 'integer' }, problems: { type: 'array', items: formProblem } },
  required: ['revision', 'problems'],
  additionalProperties: false,
} as const;
export type FormDraftSaveReply = FromSchema<typeof formDraftSaveReply>;

/** GET /staff/api/forms/draft/impact. */
export const formImpactReply = {
  type: 'object',
  properties: {
    applications: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          reference: { type: 'string' },
          username: { type: 'string' },
          status: { type: 'string', enum: ['in progress', 'submitted'] },
          changes: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                key: { type: 'string' },
                value: { type: ['string', 'boolean'] },
                why: { type: 'string', enum: IMPACT_REASONS },
              },
              required: ['key', 'value', 'why'],
              additionalProperties: false,
            },
          },
        },
        required: ['id', 'reference', 'username', 'status', 'changes'],
        additionalProperties: false,
      },
    },
  },
  required: ['applications'],
  additionalProperties: false,
} as const;
export type FormImpactReply = FromSchema<typeof formImpactReply>;

/** POST /staff/api/forms/publish: publishes the draft at this revision. */
export const publishBody = {
  type: 'object',
  properties: { revision, note: { type: 'string', maxLength: 500 } },
  required: ['revision', 'note'],
  additionalProperties: false,
} as const;
export type PublishBody = FromSchema<typeof publishBody>;

/** POST /staff/api/forms/rollback: publishes a copy of this version. */
export const rollbackBody = {
  type: 'object',
  properties: { version },
  required: ['version'],
  additionalProperties: false,
} as const;
export type RollbackBody = FromSchema<typeof rollbackBody>;

/** 201 of publish and rollback: the new live version. */
export const publishedReply = {
  type: 'object',
  properties: { version: { type: 'integer' } },
  required: ['version'],
  additionalProperties: false,
} as const;
export type PublishedReply = FromSchema<typeof publishedReply>;

/** 422 of publish and of the impact: the draft's problems. */
export const publishProblemsReply = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { const: 'LINT_PROBLEMS' },
    problems: { type: 'array', items: formProblem },
  },
  required: ['message', 'code', 'problems'],
  additionalProperties: false,
} as const;

/** GET /api/forms/live: the live version, and whether it is the set the client build bundles. */
export const liveFormsReply = {
  type: 'object',
  properties: { version: { type: 'integer' }, bundled: { type: 'boolean' } },
  required: ['version', 'bundled'],
  additionalProperties: false,
} as const;
export type LiveFormsReply = FromSchema<typeof liveFormsReply>;

/** GET /api/forms/{version}: a published version's files, as the browser makes its set of them. */
export const publishedFormReply = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    files: { type: 'object', additionalProperties: true },
  },
  required: ['version', 'files'],
  additionalProperties: false,
} as const;
export interface PublishedForm {
  version: number;
  files: FormFilesWire;
}
