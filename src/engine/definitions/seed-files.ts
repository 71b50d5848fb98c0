// The seed set's files: the repository's forms/ and schemas/, imported with the code. Their own
// module so that the browser can load them when a page first needs them (seed-definitions.browser.ts).
import aboutJson from '../../../forms/about.json';
import educationJson from '../../../forms/education.json';
import finalStepsJson from '../../../forms/final-steps.json';
import countriesJson from '../../../forms/options/countries.json';
import listsJson from '../../../forms/options/lists.json';
import monthsJson from '../../../forms/options/months.json';
import statesJson from '../../../forms/options/stateAndProvince.json';
import reviewJson from '../../../forms/review.json';
import siteJson from '../../../forms/site.json';
import answersSchema from '../../../schemas/answers.schema.json';
import aboutSchema from '../../../schemas/pages/about.schema.json';
import educationSchema from '../../../schemas/pages/education.schema.json';
import finalStepsSchema from '../../../schemas/pages/final-steps.schema.json';
import reviewSchema from '../../../schemas/review.schema.json';
import type { DefinitionFileMap } from './definition-set';

/** The repository's definition files by path, as imported. */
export const seedFiles: DefinitionFileMap = {
  'forms/about.json': aboutJson,
  'forms/education.json': educationJson,
  'forms/final-steps.json': finalStepsJson,
  'schemas/pages/about.schema.json': aboutSchema,
  'schemas/pages/education.schema.json': educationSchema,
  'schemas/pages/final-steps.schema.json': finalStepsSchema,
  'schemas/answers.schema.json': answersSchema,
  'forms/options/countries.json': countriesJson,
  'forms/options/stateAndProvince.json': statesJson,
  'forms/options/months.json': monthsJson,
  'forms/options/lists.json': listsJson,
  'forms/site.json': siteJson,
  'forms/review.json': reviewJson,
  'schemas/review.schema.json': reviewSchema,
};
