// A generated module as browsers get it: AJV's standalone code is written to be read (about half
// its gzip bytes are names and layout), so it is minified like the build's own chunks. esbuild
// runs in its own process, so a version's first request does not hold the event loop.
import { transform } from 'esbuild';

/** `code`, an ES module, minified. */
export async function minifiedModule(code: string): Promise<string> {
  const { code: minified } = await transform(code, {
    format: 'esm',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
  });
  return minified;
}
