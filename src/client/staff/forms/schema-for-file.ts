// Which schema the editor completes and checks a definition file against. The schemas are
// imported here, in the editor's lazy chunk, so none of them reaches an applicant's page.
import formDefinitionSchema from '../../../../schemas/form-definition.schema.json';
import listsSchema from '../../../../schemas/lists.schema.json';
import siteSchema from '../../../../schemas/site.schema.json';
import translationsSchema from '../../../../schemas/translations.schema.json';
import { BUNDLE_FILES } from '../../../engine/lint/bundle-files';
import { editorSchema } from './editor-schema';

const definition = editorSchema(formDefinitionSchema);

const SCHEMAS: ReadonlyMap<string, object> = new Map<string, object>([
  ...BUNDLE_FILES.pages.map((file) => [file, definition] as const),
  [BUNDLE_FILES.review, definition],
  [BUNDLE_FILES.site, editorSchema(siteSchema)],
  [BUNDLE_FILES.options.lists, editorSchema(listsSchema)],
  [BUNDLE_FILES.translations, editorSchema(translationsSchema)],
]);

/** The file's schema; undefined for files checked as plain JSON. */
export const schemaForFile = (file: string): object | undefined => SCHEMAS.get(file);
