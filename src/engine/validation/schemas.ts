// The definition meta-schema: product code, the same for every version.
import definitionSchema from '../../../schemas/form-definition.schema.json';

export const formDefinitionSchema: object = definitionSchema;
