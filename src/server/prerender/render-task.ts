// The task a thread runs to draw the prerendered pages with a published form version: React's
// renderToString of every visitor page is CPU work the server's event loop must not wait on.
import { pathToFileURL } from 'node:url';
import type { PageDocuments } from '../../client/prerender/render-page';
import type { DefinitionFileMap } from '../../engine';

/** The build's prerender module (src/client/prerender/render-page.tsx, built for Node). */
interface Renderer {
  renderDocuments(template: string, files?: DefinitionFileMap): Promise<PageDocuments>;
}

export interface RenderInput {
  /** The built module's path. */
  renderer: string;
  /** The build's index.html. */
  template: string;
  files: DefinitionFileMap;
}

export const tasks = {
  async renderDocuments({ renderer, template, files }: RenderInput) {
    const module = (await import(pathToFileURL(renderer).href)) as Renderer;
    return module.renderDocuments(template, files);
  },
};

export const RENDER_TASKS = new URL(import.meta.url);
