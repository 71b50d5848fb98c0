import { formVersionTag } from '../../src/contracts/form-version-hint';

/**
 * A page as the server sends it: the build's page with the live form version written last in
 * its head (issue 29). `bundled`: whether the test's build bundles the repository's forms.
 */
export function asSent(html: string, bundled: boolean, version = 1): string {
  return html.replace('</head>', `${formVersionTag({ version, bundled })}</head>`);
}
