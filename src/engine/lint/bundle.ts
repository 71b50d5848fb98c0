// The active definition set in the shape lint-forms checks (bundle-files.ts); the CLI builds the
// same shape from the texts it reads (parse-definitions.ts).
import translations from '../../../forms/translations/es.json';
import listsSchema from '../../../schemas/lists.schema.json';
import siteSchema from '../../../schemas/site.schema.json';
import translationsSchema from '../../../schemas/translations.schema.json';
import { activeDefinitions } from '../definitions/active-definitions';
import { formDefinitionSchema } from '../validation/schemas';
import { PAGE_IDS } from '../types';
import { BUNDLE_FILES, type DefinitionBundle } from './bundle-files';

/** The definition set the engine runs. */
export function engineBundle(): DefinitionBundle {
  const set = activeDefinitions();
  const { options } = BUNDLE_FILES;
  return {
    pages: PAGE_IDS.map((id, i) => ({ file: BUNDLE_FILES.pages[i] ?? id, data: set.rawPages[id] })),
    answersSchema: { file: BUNDLE_FILES.answersSchema, data: set.answersSchema },
    pageSchemas: PAGE_IDS.map((pageId, i) => ({
      pageId,
      file: BUNDLE_FILES.pageSchemas[i] ?? pageId,
      data: set.pageSchemas[pageId],
    })),
    options: {
      countries: { file: options.countries, data: set.optionFiles.countries },
      stateAndProvince: { file: options.stateAndProvince, data: set.optionFiles.stateAndProvince },
      months: { file: options.months, data: set.optionFiles.months },
      lists: { file: options.lists, data: set.optionFiles.lists },
    },
    site: { file: BUNDLE_FILES.site, data: set.site },
    review: { file: BUNDLE_FILES.review, data: set.rawReview },
    reviewSchema: { file: BUNDLE_FILES.reviewSchema, data: set.reviewSchema },
    // The seed loads its translations on demand; the engine's bundle names the repository's.
    translations: {
      file: BUNDLE_FILES.translations,
      data: set.files[BUNDLE_FILES.translations] ?? translations,
    },
    definitionSchema: { file: BUNDLE_FILES.definitionSchema, data: formDefinitionSchema },
    siteSchema: { file: BUNDLE_FILES.siteSchema, data: siteSchema },
    listsSchema: { file: BUNDLE_FILES.listsSchema, data: listsSchema },
    translationsSchema: { file: BUNDLE_FILES.translationsSchema, data: translationsSchema },
  };
}
