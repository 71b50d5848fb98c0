// The validation schemas, one per page, the data model and the definition meta-schema, as
// imported JSON.
import aboutSchema from '../../../schemas/pages/about.schema.json';
import educationSchema from '../../../schemas/pages/education.schema.json';
import finalStepsSchema from '../../../schemas/pages/final-steps.schema.json';
import definitionSchema from '../../../schemas/form-definition.schema.json';
import dataModelSchema from '../../../schemas/answers.schema.json';
import type { PageId } from '../types';

export const pageSchemas: Readonly<Record<PageId, object>> = {
  about: aboutSchema,
  education: educationSchema,
  'final-steps': finalStepsSchema,
};

export const formDefinitionSchema: object = definitionSchema;

/** The data model: every answer key and the type (and values) it may hold. */
export const answersSchema: object = dataModelSchema;
