// The definition meta-schema (product code, the same for every version) and the active set's
// page schemas.
import definitionSchema from '../../../schemas/form-definition.schema.json';
import { activeView } from '../definitions/active-definitions';
import type { PageId } from '../types';

export const pageSchemas: Readonly<Record<PageId, object>> = activeView((set) => set.pageSchemas);

export const formDefinitionSchema: object = definitionSchema;
