// The page's <meta name="description">: site.json's description of the live form version, so a
// published change reaches search results without a new build (issue 29).

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The description tag for `description`. */
export function descriptionTag(description: string): string {
  return `<meta name="description" content="${escapeAttribute(description)}" />`;
}

/** The page with its description tag (where it has one) saying `description`. */
export function withDescription(html: string, description: string): string {
  return html.replace(DESCRIPTION, () => descriptionTag(description));
}
