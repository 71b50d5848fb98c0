// lintDefinitions: every check of lint-forms over a definition set. Used by the CLI, by the
// server at start (it refuses to start on problems) and by the Vite plugin (browser overlay).
import { buildOptionLists } from '../options/option-list';
import { getDefinitionValidator, type CompiledValidator } from '../validation/compiled-validators';
import { formDefinitionSchema } from '../validation/schemas';
import type { PageDefinition, SiteConfig } from '../types';
import type { DefinitionBundle } from './bundle-files';
import type { LintProblem } from './problem';
import { collectPageFacts } from './collect';
import { checkConditionValues, optionsByKey } from './condition-values';
import { checkListValuesUnique } from './list-values-unique';
import { checkPageSchemaCompiles } from './page-schema-compiles';
import { checkPastOptions } from './past-options';
import { schemaProblems } from './plain-message';
import { checkRequiredMarkers } from './required-markers';
import { checkRequiredUnderCondition } from './required-under-condition';
import { checkReviewForm } from './review-form';
import { checkReviewSettings } from './review-settings';
import { checkStaffListNotSensitive } from './staff-list-keys';
import { checkSchemaIfValues } from './schema-if-values';
import { checkAgainstSchema } from './settings-files';
import { checkSitePlaceholders, checkUnfilledPlaceholders } from './site-placeholders';
import { checkSiteRoutes } from './site-routes';
import { checkTranslations } from './translations';
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
  // Each check reports under its rule's name, which --json passes on to editors and CI.
  const as = (rule: string) => (file: string, pointer: string, message: string) =>
    void problems.push({ file, pointer, message, rule });
  const validate = options.validateDefinition ?? getDefinitionValidator();
  const site = bundle.site.data as SiteConfig;
  const model = { file: bundle.answersSchema.file, keys: modelKeys(bundle.answersSchema.data) };
  if (model.keys.size === 0)
    as('data-model')(model.file, '/properties', 'the data model lists no answer keys');

  const pages: PageInput[] = [];
  for (const { file, data } of bundle.pages) {
    if (!validate(data)) {
      const context = { data, schema: bundle.definitionSchema?.data ?? formDefinitionSchema };
      for (const { pointer, message } of schemaProblems(validate.errors ?? [], context))
        as('page-format')(file, pointer, message);
      continue; // the other rules need a well-formed page
    }
    if (typeof (data as { $schema?: unknown }).$schema !== 'string') {
      as('schema-reference')(
        file,
        '/$schema',
        'name ../schemas/form-definition.schema.json in "$schema" so editors check the file',
      );
    }
    pages.push({ file, facts: collectPageFacts((data as PageDefinition).nodes) });
  }

  const { siteSchema, listsSchema, translationsSchema } = bundle;
  if (siteSchema)
    checkAgainstSchema(bundle.site, siteSchema, '../schemas/site.schema.json', as('site-format'));
  if (listsSchema)
    checkAgainstSchema(
      bundle.options.lists,
      listsSchema,
      '../../schemas/lists.schema.json',
      as('lists-format'),
    );
  if (translationsSchema)
    checkAgainstSchema(
      bundle.translations,
      translationsSchema,
      '../../schemas/translations.schema.json',
      as('translations-format'),
    );
  checkTranslations(bundle, as('translations'));
  checkListValuesUnique(
    bundle.options.lists.file,
    bundle.options.lists.data,
    as('list-values-unique'),
  );
  const lists = buildOptionLists({
    countries: bundle.options.countries.data,
    stateAndProvince: bundle.options.stateAndProvince.data,
    months: bundle.options.months.data,
    lists: bundle.options.lists.data,
  });
  checkDuplicateKeys(pages, as('duplicate-keys'));
  if (pages.length === bundle.pages.length) checkKeysInModel(pages, model, as('keys-in-model'));
  checkReferences(pages, model, as('references'));
  checkConditions(pages, model, as('conditions'));
  const optionsOf = optionsByKey(pages, lists);
  checkConditionValues(pages, optionsOf, as('condition-values'));
  checkOptionLists(pages, new Set(Object.keys(lists)), as('option-lists'));
  checkRepeaters(pages, as('repeaters'));
  checkSitePlaceholders(bundle.pages, bundle.pageSchemas, bundle.site, as('site-placeholders'));
  checkUnfilledPlaceholders([bundle.site, bundle.options.lists], as('unfilled-placeholders'));
  checkSiteKeys(bundle.site.file, site, model, as('site-keys'));
  // A malformed page's questions are unknown: the settings that name them are not judged.
  if (pages.length === bundle.pages.length) {
    checkReviewSettings(bundle.site.file, site, pages, as('review-settings'));
    checkStaffListNotSensitive(bundle.site.file, site, pages, as('staff-list-sensitive'));
  }
  checkReviewForm(
    bundle.review,
    bundle.reviewSchema,
    validate,
    bundle.definitionSchema?.data ?? formDefinitionSchema,
    as('review-form'),
  );
  const pageIds = bundle.pages.map((p) => String((p.data as { id?: unknown } | null)?.id ?? ''));
  checkSiteRoutes(bundle.site.file, site, pageIds, as('site-routes'));

  for (const { file, pageId, data } of bundle.pageSchemas) {
    const index = bundle.pages.findIndex((p) => (p.data as { id?: unknown } | null)?.id === pageId);
    const facts = pages.find((p) => p.file === bundle.pages[index]?.file)?.facts;
    checkPageSchemaCompiles(file, data, as('page-schema-compiles'));
    checkSchemaIfValues(file, data, optionsOf, as('schema-if-values'));
    const pageKeys = new Set(
      facts?.keys.flatMap((k) => (k.coded ? [k.value, `${k.value}_desc`] : [k.value])) ?? [],
    );
    if (facts) {
      checkPageSchema(file, data, model, pageKeys, as('page-schema-rules'));
      checkRequiredMarkers(
        bundle.pages[index]?.file ?? '',
        facts.requiredMarks,
        file,
        data,
        as('required-markers'),
      );
      checkRequiredUnderCondition(
        bundle.pages[index]?.file ?? '',
        facts.hideable,
        file,
        data,
        as('required-under-condition'),
      );
    }
  }
  if (options.now)
    checkPastOptions(
      bundle.options.lists.file,
      bundle.options.lists.data,
      options.now,
      as('past-options'),
    );
  return problems;
}
