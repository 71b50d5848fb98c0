import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ENCODINGS = ['br', 'gzip'];
/** Brotli's quality 5 is within a few per cent of 11's size for pages, at a fraction of its time. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/**
 * Distinct bodies kept compressed by one compressor: the visitor pages (a few per page,
 * language and live form version), or the form versions' files and validators.
 */
const KEPT = 64;

export interface CompressedBody {
  body: string | Buffer;
  /** The Content-Encoding, when compressed. */
  encoding?: string;
}

/**
 * Compresses what the server writes itself rather than the build (its scripts and styles are
 * compressed by the build): the HTML pages, and a published form version's files and
 * validators (a visitor's first page after a publish reads about 60 KB of them). A visitor's
 * page, its styles inlined (inline-styles.ts), is 25–50 KB; it is the same for every visitor of
 * a page in a language, and a version's files never change, so the last bodies are kept
 * compressed; a page that carries an applicant's answers (`keep: false`) never is.
 */
export function responseCompression(): (
  text: string,
  acceptEncoding: string | undefined,
  keep: boolean,
) => CompressedBody {
  const kept = new Map<string, Buffer>();
  return (text, acceptEncoding, keep) => {
    const encoding = acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null;
    if (!encoding) return { body: text };
    const key = `${encoding}\n${text}`;
    const found = keep ? kept.get(key) : undefined;
    if (found) return { body: found, encoding };
    const bytes = Buffer.from(text);
    const body = encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes);
    if (keep) {
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, body);
    }
    return { body, encoding };
  };
}
