// GET /staff/api/forms/versions/{version}: a published version's files, for the editor's diff
// of the draft against live (issue 29).
import type { FromSchema } from 'json-schema-to-ts';

export const formVersionFilesReply = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    // additionalProperties: the reply serializer writes only the members a schema names.
    files: { type: 'object', additionalProperties: true },
  },
  required: ['version', 'files'],
  additionalProperties: false,
} as const;
export type FormVersionFiles = FromSchema<typeof formVersionFilesReply> & {
  files: Record<string, unknown>;
};
