// Which texts of a definition set an applicant reads: page and section titles, labels, hints,
// help and details texts, button texts of repeaters and reveals, option labels of the lists
// and of inline options, the messages of the page schemas, and the site texts the applicant's
// pages show. One walk says so for both localize (which replaces them) and lint (which asks
// each for a translation). Keys, codes, conditions, links and the readers' review form are not
// applicant texts; nor is a text without a letter ("--").
import { BUNDLE_FILES } from '../lint/bundle-files';
import { pointerOf } from '../lint/problem';
import type { DefinitionFileMap } from './definition-set';

export interface ApplicantText {
  file: string;
  pointer: string;
  text: string;
}

type Path = readonly string[];
type IsText = (path: Path) => boolean;

/** Members of a page node that hold text an applicant reads. */
const PAGE_TEXTS = new Set([
  'title',
  'label',
  'hint',
  'description',
  'buttonLabel',
  'itemTitle',
  'hideLabel',
]);
/** Members of a page node that hold rules or codes, never text, whatever their members are named. */
const PAGE_CODES = new Set(['condition', 'autocomplete', '$schema', '$comment']);

const inPage: IsText = (path) => {
  if (path.some((key) => PAGE_CODES.has(key))) return false;
  const last = path.at(-1) ?? '';
  return PAGE_TEXTS.has(last) || path.at(-2) === 'paragraphs';
};
const inPageSchema: IsText = (path) => path.includes('errorMessage');
const inOptions: IsText = (path) => path.at(-1) === 'label';
/**
 * site.json's texts on the applicant's pages (the name, office and addresses are proper names;
 * the queues are staff's). A decision's letter is the text an applicant reads on their status
 * page, merged with their own values in their language when the decision is recorded.
 */
const inSite: IsText = (path) => {
  const [first, second, third] = path;
  if (path.length === 1) return first === 'description';
  if (first === 'help') return second === 'hours';
  if (first === 'alertBanner') return second === 'text';
  if (first === 'privacyNotice' || first === 'nextSteps') return path.length === 2;
  if (first === 'decisions') return third === 'label' || third === 'letter';
  return first === 'checklist' && third === 'label';
};

const FILE_TEXTS: readonly (readonly [string, IsText])[] = [
  ...BUNDLE_FILES.pages.map((file) => [file, inPage] as const),
  ...BUNDLE_FILES.pageSchemas.map((file) => [file, inPageSchema] as const),
  ...Object.values(BUNDLE_FILES.options).map((file) => [file, inOptions] as const),
  [BUNDLE_FILES.site, inSite],
];

const HAS_LETTER = /\p{L}/u;

type MapText = (text: string, file: string, pointer: string) => string;

function mapStrings(
  node: unknown,
  path: Path,
  isText: IsText,
  map: (text: string, path: Path) => string,
): unknown {
  if (typeof node === 'string')
    return isText(path) && HAS_LETTER.test(node) ? map(node, path) : node;
  if (Array.isArray(node))
    return node.map((item, i) => mapStrings(item, [...path, String(i)], isText, map));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node))
    out[key] = mapStrings(value, [...path, key], isText, map);
  return out;
}

/** The files with each applicant text replaced by `map`'s answer; the other files as they are. */
export function mapApplicantTexts(files: DefinitionFileMap, map: MapText): DefinitionFileMap {
  const out: Record<string, unknown> = { ...files };
  for (const [file, isText] of FILE_TEXTS) {
    if (!Object.hasOwn(files, file)) continue;
    out[file] = mapStrings(files[file], [], isText, (text, path) =>
      map(text, file, pointerOf(...path)),
    );
  }
  return out;
}

/** Every applicant text of the files, where it is. */
export function applicantTexts(files: DefinitionFileMap): ApplicantText[] {
  const found: ApplicantText[] = [];
  mapApplicantTexts(files, (text, file, pointer) => {
    found.push({ file, pointer, text });
    return text;
  });
  return found;
}
