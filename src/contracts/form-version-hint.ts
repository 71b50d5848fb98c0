// The live form version written into every page the server sends (issue 29), so the browser
// starts loading the right definitions with its scripts instead of after asking which is live:
// the build's own (a chunk) or a published version's (from the API). A hint only: the browser
// still asks /api/forms/live, which decides.
import { escapeHtml } from './html-text';

export const FORM_VERSION_META = 'form-version';

export interface FormVersionHint {
  version: number;
  /** Whether it is the set the client build bundles. */
  bundled: boolean;
}

/** The meta tag saying `hint`. */
export function formVersionTag({ version, bundled }: FormVersionHint): string {
  return `<meta name="${FORM_VERSION_META}" content="${escapeHtml(String(version))}" data-bundled="${String(bundled)}" />`;
}

/** What is read of the meta element (a DOM Element in the browser). */
export interface HintElement {
  getAttribute(name: string): string | null;
}

/** The hint a page's meta tag says, if it has a well-formed one. */
export function readFormVersionHint(meta: HintElement | null): FormVersionHint | undefined {
  const version = Number(meta?.getAttribute('content'));
  const bundled = meta?.getAttribute('data-bundled');
  if (!Number.isInteger(version) || version < 1 || (bundled !== 'true' && bundled !== 'false'))
    return undefined;
  return { version, bundled: bundled === 'true' };
}
