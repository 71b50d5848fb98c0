// The definition set the engine imported, in the shape lint-forms checks (bundle-files.ts); the
// CLI builds the same shape from the texts it reads (parse-definitions.ts).
import answersSchema from '../../../schemas/answers.schema.json';
import countriesJson from '../../../forms/options/countries.json';
import statesJson from '../../../forms/options/stateAndProvince.json';
import monthsJson from '../../../forms/options/months.json';
import listsJson from '../../../forms/options/lists.json';
import siteJson from '../../../forms/site.json';
import listsSchema from '../../../schemas/lists.schema.json';
import siteSchema from '../../../schemas/site.schema.json';
import { rawPageFiles } from '../definitions/pages';
import { formDefinitionSchema, pageSchemas } from '../validation/schemas';
import { PAGE_IDS } from '../types';
import { BUNDLE_FILES, type DefinitionBundle } from './bundle-files';

/** The definition set the engine itself loaded. */
export function engineBundle(): DefinitionBundle {
  return {
    pages: PAGE_IDS.map((id, i) => ({ file: BUNDLE_FILES.pages[i] ?? id, data: rawPageFiles[id] })),
    answersSchema: { file: BUNDLE_FILES.answersSchema, data: answersSchema },
    pageSchemas: PAGE_IDS.map((pageId, i) => ({
      pageId,
      file: BUNDLE_FILES.pageSchemas[i] ?? pageId,
      data: pageSchemas[pageId],
    })),
    options: {
      countries: { file: BUNDLE_FILES.options.countries, data: countriesJson },
      stateAndProvince: { file: BUNDLE_FILES.options.stateAndProvince, data: statesJson },
      months: { file: BUNDLE_FILES.options.months, data: monthsJson },
      lists: { file: BUNDLE_FILES.options.lists, data: listsJson },
    },
    site: { file: BUNDLE_FILES.site, data: siteJson },
    definitionSchema: { file: BUNDLE_FILES.definitionSchema, data: formDefinitionSchema },
    siteSchema: { file: BUNDLE_FILES.siteSchema, data: siteSchema },
    listsSchema: { file: BUNDLE_FILES.listsSchema, data: listsSchema },
  };
}
