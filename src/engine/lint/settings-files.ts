// site.json and lists.json name their JSON Schema in "$schema", so editors complete them and
// underline mistakes; lint-forms checks them against the same schema, in plain words.
import { compileSchema } from '../validation/compiled-validators';
import type { BundleFile } from './bundle-files';
import { schemaProblems } from './plain-message';

type Report = (file: string, pointer: string, message: string) => void;

/** `file` checked against `schema`; `reference` is the "$schema" value the file should carry. */
export function checkAgainstSchema(
  { file, data }: BundleFile,
  schema: BundleFile,
  reference: string,
  report: Report,
): void {
  let validate;
  try {
    validate = compileSchema(schema.data as object);
  } catch (error) {
    report(schema.file, '', `the schema does not compile: ${(error as Error).message}`);
    return;
  }
  if (!validate(data)) {
    for (const { pointer, message } of schemaProblems(validate.errors ?? [], {
      data,
      schema: schema.data,
    }))
      report(file, pointer, message);
  }
  const named = (data as { $schema?: unknown } | null)?.$schema;
  if (named !== reference)
    report(file, '/$schema', `name "${reference}" in "$schema" so editors check the file`);
}
