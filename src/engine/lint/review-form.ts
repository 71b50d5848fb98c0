// Issue 33: the readers' review form (forms/review.json) is a definition like a page: the same
// format, drawn by the same renderer, its rules in schemas/review.schema.json.
import { nodesUnder } from '../definitions/nodes-under';
import type { CompiledValidator } from '../validation/compiled-validators';
import type { FormNode } from '../types';
import type { BundleFile } from './bundle-files';
import { checkPageSchemaCompiles } from './page-schema-compiles';
import { schemaProblems } from './plain-message';
import { pointerOf } from './problem';

type Report = (file: string, pointer: string, message: string) => void;

/** What a reader answers with: no uploads, lookups or masked numbers, which act on an applicant. */
const REVIEW_WIDGETS = new Set(['text', 'textarea', 'select', 'radio', 'checkbox', 'checkgroup']);

/** The review form in the definition format, its widgets, and rules only for its own questions. */
export function checkReviewForm(
  review: BundleFile,
  reviewSchema: BundleFile,
  validate: CompiledValidator,
  metaSchema: unknown,
  report: Report,
): void {
  const { file, data } = review;
  if (!validate(data)) {
    for (const { pointer, message } of schemaProblems(validate.errors ?? [], {
      data,
      schema: metaSchema,
    }))
      report(file, pointer, message);
    return;
  }
  if ((data as { id: string }).id !== 'review')
    report(file, '/id', 'the review form\'s id is "review"');
  const questions = nodesUnder((data as { nodes: FormNode[] }).nodes).flatMap((node) =>
    node.kind === 'question' ? [node] : [],
  );
  const keys = new Set(questions.map((question) => question.key));
  questions.forEach((question) => {
    if (!REVIEW_WIDGETS.has(question.widget))
      report(
        file,
        '',
        `question "${question.key}": a review answers with ${[...REVIEW_WIDGETS].join(', ')}, not ${question.widget}`,
      );
  });
  checkPageSchemaCompiles(reviewSchema.file, reviewSchema.data, report);
  const properties = (reviewSchema.data as { properties?: Record<string, unknown> } | null)
    ?.properties;
  for (const key of Object.keys(properties ?? {}))
    if (!keys.has(key))
      report(
        reviewSchema.file,
        pointerOf('properties', key),
        `"${key}" is not a question of ${file}`,
      );
}
