// Where in a JSON file's text a JSON Pointer or a syntax error is, as 1-based line and column,
// so lint-forms can print `file:line:column:` for editors to jump to.
import {
  findNodeAtLocation,
  parse,
  parseTree,
  printParseErrorCode,
  type ParseError,
} from 'jsonc-parser';

export interface Position {
  line: number;
  column: number;
}

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The position of the value at `pointer`; for a member that is missing, its nearest parent
 * that exists (a missing property is reported on the object that lacks it).
 */
export function positionOfPointer(text: string, pointer: string): Position | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  const path: (string | number)[] = [];
  let found = root;
  for (const segment of segmentsOf(pointer)) {
    const parent = findNodeAtLocation(root, path);
    path.push(parent?.type === 'array' && /^\d+$/.test(segment) ? Number(segment) : segment);
    const node = findNodeAtLocation(root, path);
    if (!node) break;
    found = node;
  }
  return positionAt(text, found.offset);
}

/** The first syntax error of a JSON text, in words, with its position; undefined when valid. */
export function syntaxErrorOf(text: string): (Position & { message: string }) | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  const [first] = errors;
  if (!first) return undefined;
  return { ...positionAt(text, first.offset), message: printParseErrorCode(first.error) };
}
