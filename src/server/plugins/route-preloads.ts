/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const PAGE_MODULE = /^pages\/([a-z-]+)\.tsx$/;

/** The build's files index.html already loads: its scripts and stylesheets. */
export function templateAssets(html: string): Set<string> {
  return new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(([, file]) => file!));
}

/**
 * The <link> tags that let the browser fetch a lazy page's code while the entry script still
 * loads, instead of after it: each page module (src/client/pages/<name>.tsx is served at
 * /<name>), its static imports, and their styles, but none of what index.html already loads
 * (`loaded`): a second link to the entry's stylesheet, without its crossorigin, is a second
 * request.
 */
export function routePreloads(
  manifest: Manifest,
  loaded: ReadonlySet<string>,
): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [id, chunk] of Object.entries(manifest)) {
    const page = PAGE_MODULE.exec(chunk.src ?? id)?.[1];
    if (!page || !chunk.isDynamicEntry) continue;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string): void => {
      const found = manifest[key];
      if (!found || scripts.has(found.file) || loaded.has(found.file)) return;
      scripts.add(found.file);
      found.css?.forEach((file) => styles.add(file));
      found.imports?.forEach(visit);
    };
    visit(id);
    const links = [
      ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    tags.set(`/${page}`, links.join(''));
  }
  return tags;
}

/** index.html with a page's preload tags at the end of <head>. */
export function withPreloads(html: string, tags: string | undefined): string {
  return tags ? html.replace('</head>', `${tags}</head>`) : html;
}
