import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stylesheet link as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * Writes the build's own stylesheets into every page it is given (issue 34): the first paint
 * then needs the HTML alone, not a second request queued on the same server behind the
 * page's scripts. The links to inline are those of index.html (the entry's stylesheet, which
 * holds the styles of every page a visitor lands on); a lazy page's styles stay links, since
 * Vite's preloader looks for <link> elements and would fetch an inlined sheet again.
 */
export function stylesheetInliner(template: string, clientDir: string): (html: string) => string {
  const inlined = [...template.matchAll(STYLESHEET_LINK)].flatMap(([tag, file = '']) => {
    const css = readFileSync(join(clientDir, file), 'utf8');
    // A sheet that could end the element early stays a link.
    return /<\/style/i.test(css) ? [] : [{ tag, style: `<style>${css}</style>` }];
  });
  return (html) => inlined.reduce((page, { tag, style }) => page.replace(tag, () => style), html);
}
