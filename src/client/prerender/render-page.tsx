import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { escapeHtml } from '../../contracts/html-text';
import { LANGUAGES, type Language } from '../../contracts/language';
import {
  definitionSetOf,
  localizedSet,
  seedDefinitions,
  type DefinitionFileMap,
} from '../../engine';
import { activateShown } from '../app/definitions/shown-definitions';
import { AppProviders } from '../app/AppProviders';
import { takeDrawnTitle } from '../app/use-page-title';
import { loadCatalogue } from '../i18n/catalogue';
import { languageStore } from '../i18n/language-store';
import { routes } from '../app/router';
import { prerenderedPaths as pathsOf } from './prerendered-paths';

/** Where index.html leaves the page's markup. */
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/** The pages the build prerenders: those of the app's routes marked for it. */
function prerenderedPaths(): string[] {
  return pathsOf(routes);
}

/**
 * The HTML of #root for a visitor's first load of `path` in `language` (run in Node) and the
 * page's title, or null when a visitor is sent elsewhere from it (the routing rules' redirects).
 */
async function renderPage(
  path: string,
  language: Language,
): Promise<{ html: string; title?: string } | null> {
  languageStore.getState().use(language, await loadCatalogue(language));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) return null;
  if (context.errors)
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  takeDrawnTitle();
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, title: takeDrawnTitle() };
}

/** Every prerendered page of each language, as a whole document, by language and path. */
export type PageDocuments = Record<Language, Record<string, string>>;

/**
 * Every prerendered page in each language as a whole document (index.html with the page in
 * #root and its title), drawn with a form version's files or, without them, the definitions the build
 * bundles. The build writes these; the server draws them again when a published version is
 * live (issue 29). The server sets each page's <html lang> as it sends it.
 */
export async function renderDocuments(
  template: string,
  files?: DefinitionFileMap,
): Promise<PageDocuments> {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const set = files ? definitionSetOf(files) : seedDefinitions();
  const documents = { en: {}, es: {} } as PageDocuments;
  for (const language of LANGUAGES) {
    // The questions in the page's language, as the browser shows them (issue 32).
    activateShown(await localizedSet(set, language));
    for (const path of prerenderedPaths()) {
      const page = await renderPage(path, language);
      if (page === null) continue;
      const titled = page.title
        ? template.replace(TITLE, () => `<title>${escapeHtml(page.title ?? '')}</title>`)
        : template;
      documents[language][path] = titled.replace(ROOT_ELEMENT, `<div id="root">${page.html}</div>`);
    }
  }
  return documents;
}
