// A page schema must compile in AJV's strict mode, as it does when the page is validated:
// a misspelt keyword (`minLenght`) would otherwise lint clean and then make every validation
// of the page throw "strict mode: unknown keyword".
import { strictCompileError } from '../validation/compiled-validators';
import { pointerOf } from './problem';
import { didYouMean } from './did-you-mean';

type Report = (file: string, pointer: string, message: string) => void;

/** The pointer of the first object member named `name`, depth first. */
function findMember(
  node: unknown,
  name: string,
  path: (string | number)[] = [],
): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  if (!Array.isArray(node) && Object.hasOwn(node, name)) return pointerOf(...path, name);
  for (const [key, child] of Object.entries(node)) {
    const found = findMember(child, name, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function checkPageSchemaCompiles(file: string, schema: unknown, report: Report): void {
  const failure = strictCompileError(schema as object);
  if (!failure) return;
  const unknown = /unknown keyword: "([^"]+)"/.exec(failure.message)?.[1];
  if (unknown === undefined) {
    report(file, '', `the schema does not compile: ${failure.message}`);
    return;
  }
  report(
    file,
    findMember(schema, unknown) ?? '',
    `unknown keyword "${unknown}"${didYouMean(unknown, failure.keywords)}; every validation of the page would fail`,
  );
}
