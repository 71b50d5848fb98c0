import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { responseCompression } from './response-compression';

const PAGE = `<html><body>${'<p>Apply to Sample University.</p>'.repeat(200)}</body></html>`;

describe('responseCompression', () => {
  it('sends brotli, else gzip, else the page as it is', () => {
    const compress = responseCompression();
    const br = compress(PAGE, 'gzip, deflate, br', true);
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = compress(PAGE, 'gzip', true);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(compress(PAGE, 'identity', true)).toEqual({ body: PAGE });
    expect(compress(PAGE, undefined, true)).toEqual({ body: PAGE });
    expect(compress(PAGE, 'br;q=0, gzip', true).encoding).toBe('gzip');
  });

  it("keeps a visitor's page compressed, never one with an applicant's answers", () => {
    const compress = responseCompression();
    expect(compress(PAGE, 'br', true).body).toBe(compress(PAGE, 'br', true).body);
    const answers = `${PAGE}<script type="application/json">{"first_name":"Ana"}</script>`;
    expect(compress(answers, 'br', false).body).not.toBe(compress(answers, 'br', false).body);
  });
});
