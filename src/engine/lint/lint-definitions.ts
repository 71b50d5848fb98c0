// lintDefinitions: every check of lint-forms over a definition set. Used by the CLI, by the
// server at start (it refuses to start on problems) and by the Vite plugin (browser overlay).
import { buildOptionLists } from '../options/option-list';
import { getDefinitionValidator, type CompiledValidator } from '../validation/compiled-validators';
import { formDefinitionSchema } from '../validation/schemas';
import type { PageDefinition, SiteConfig } from '../types';
import type { DefinitionBundle, LintProblem } from './bundle';
import { collectPageFacts } from './collect';
import { checkConditionValues, optionsByKey } from './condition-values';
import { checkListValuesUnique } from './list-values-unique';
import { checkPageSchemaCompiles } from './page-schema-compiles';
import { checkPastOptions } from './past-options';
import { schemaProblems } from './plain-message';
import { checkRequiredMarkers } from './required-markers';
import { checkSchemaIfValues } from './schema-if-values';
import { checkAgainstSchema } from './settings-files';
import { checkSitePlaceholders, checkUnfilledPlaceholders } from './site-placeholders';
import { checkSiteRoutes } from './site-routes';
import {
  checkConditions,
  checkDuplicateKeys,
  checkKeysInModel,
  checkOptionLists,
  checkPageSchema,
  checkReferences,
  checkRepeaters,
  checkSiteKeys,
  type PageInput,
} from './rules';

export interface LintOptions {
  /** The meta-schema validator; the engine's compiled one when left out. */
  validateDefinition?: CompiledValidator;
  /**
   * Today, for the rule on entry terms already begun. The CLI passes it; the server's start-up
   * check leaves it out, so a term beginning never stops a running institution's server.
   */
  now?: Date;
}

function modelKeys(schema: unknown): Set<string> {
  const props = (schema as { properties?: unknown } | null)?.properties;
  return new Set(props && typeof props === 'object' ? Object.keys(props) : []);
}

export function lintDefinitions(
  bundle: DefinitionBundle,
  options: LintOptions = {},
): LintProblem[] {
  const problems: LintProblem[] = [];
  const report = (file: string, pointer: string, message: string) =>
    problems.push({ file, pointer, message });
  const validate = options.validateDefinition ?? getDefinitionValidator();
  const site = bundle.site.data as SiteConfig;
  const model = { file: bundle.answersSchema.file, keys: modelKeys(bundle.answersSchema.data) };
  if (model.keys.size === 0)
    report(model.file, '/properties', 'the data model lists no answer keys');

  const pages: PageInput[] = [];
  for (const { file, data } of bundle.pages) {
    if (!validate(data)) {
      const context = { data, schema: bundle.definitionSchema?.data ?? formDefinitionSchema };
      for (const { pointer, message } of schemaProblems(validate.errors ?? [], context))
        report(file, pointer, message);
      continue; // the other rules need a well-formed page
    }
    if (typeof (data as { $schema?: unknown }).$schema !== 'string') {
      report(
        file,
        '/$schema',
        'name ../schemas/form-definition.schema.json in "$schema" so editors check the file',
      );
    }
    pages.push({ file, facts: collectPageFacts((data as PageDefinition).nodes) });
  }

  const { siteSchema, listsSchema } = bundle;
  if (siteSchema)
    checkAgainstSchema(bundle.site, siteSchema, '../schemas/site.schema.json', report);
  if (listsSchema)
    checkAgainstSchema(
      bundle.options.lists,
      listsSchema,
      '../../schemas/lists.schema.json',
      report,
    );
  checkListValuesUnique(bundle.options.lists.file, bundle.options.lists.data, report);
  const lists = buildOptionLists({
    countries: bundle.options.countries.data,
    stateAndProvince: bundle.options.stateAndProvince.data,
    months: bundle.options.months.data,
    lists: bundle.options.lists.data,
  });
  checkDuplicateKeys(pages, report);
  if (pages.length === bundle.pages.length) checkKeysInModel(pages, model, report);
  checkReferences(pages, model, report);
  checkConditions(pages, model, report);
  const optionsOf = optionsByKey(pages, lists);
  checkConditionValues(pages, optionsOf, report);
  checkOptionLists(pages, new Set(Object.keys(lists)), report);
  checkRepeaters(pages, report);
  checkSitePlaceholders(bundle.pages, bundle.pageSchemas, bundle.site, report);
  checkUnfilledPlaceholders([bundle.site, bundle.options.lists], report);
  checkSiteKeys(bundle.site.file, site, model, report);
  const pageIds = bundle.pages.map((p) => String((p.data as { id?: unknown } | null)?.id ?? ''));
  checkSiteRoutes(bundle.site.file, site, pageIds, report);

  for (const { file, pageId, data } of bundle.pageSchemas) {
    const index = bundle.pages.findIndex((p) => (p.data as { id?: unknown } | null)?.id === pageId);
    const facts = pages.find((p) => p.file === bundle.pages[index]?.file)?.facts;
    checkPageSchemaCompiles(file, data, report);
    checkSchemaIfValues(file, data, optionsOf, report);
    const pageKeys = new Set(
      facts?.keys.flatMap((k) => (k.coded ? [k.value, `${k.value}_desc`] : [k.value])) ?? [],
    );
    if (facts) {
      checkPageSchema(file, data, model, pageKeys, report);
      checkRequiredMarkers(
        bundle.pages[index]?.file ?? '',
        facts.requiredMarks,
        file,
        data,
        report,
      );
    }
  }
  if (options.now)
    checkPastOptions(bundle.options.lists.file, bundle.options.lists.data, options.now, report);
  return problems;
}
