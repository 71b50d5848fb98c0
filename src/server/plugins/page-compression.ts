import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ENCODINGS = ['br', 'gzip'];
/** Brotli's quality 5 is within a few per cent of 11's size for pages, at a fraction of its time. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Distinct visitor pages kept compressed: a few per page, language and live form version. */
const KEPT = 64;

export interface PageBody {
  body: string | Buffer;
  /** The Content-Encoding, when compressed. */
  encoding?: string;
}

/**
 * Compresses the HTML pages the server writes per request (its scripts and styles are
 * compressed by the build). A visitor's page, its styles inlined (inline-styles.ts), is 25–50 KB;
 * it is the same for every visitor of a page in a language, so the last ones are kept
 * compressed; a page that carries an applicant's answers (`keep: false`) never is.
 */
export function pageCompression(): (
  html: string,
  acceptEncoding: string | undefined,
  keep: boolean,
) => PageBody {
  const kept = new Map<string, Buffer>();
  return (html, acceptEncoding, keep) => {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
    if (!encoding) return { body: html };
    const key = `${encoding}\n${html}`;
    const found = keep ? kept.get(key) : undefined;
    if (found) return { body: found, encoding };
    const page = Buffer.from(html);
    const body = encoding === 'br' ? brotliCompressSync(page, BROTLI) : gzipSync(page);
    if (keep) {
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, body);
    }
    return { body, encoding };
  };
}
