// The validation schemas, one per page, and the definition meta-schema, as imported JSON.
import aboutSchema from '../../../schemas/pages/about.schema.json';
import educationSchema from '../../../schemas/pages/education.schema.json';
import finalStepsSchema from '../../../schemas/pages/final-steps.schema.json';
import definitionSchema from '../../../schemas/form-definition.schema.json';
import type { PageId } from '../types';

export const pageSchemas: Readonly<Record<PageId, object>> = {
  about: aboutSchema,
  education: educationSchema,
  'final-steps': finalStepsSchema,
};

export const formDefinitionSchema: object = definitionSchema;
