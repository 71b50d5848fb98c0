// An upload the browser cancels or cannot send tells the applicant so, in the language read
// (issue 32), as a failure with safe text (spec section 8: an upload failure is a server error).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../api/errors';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import { uploadToStore } from './upload-to-store';

/** An XMLHttpRequest whose send ends in `outcome`, as the browser reports it. */
function fakeXhr(outcome: 'abort' | 'error') {
  return class {
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    send() {
      queueMicrotask(() => (outcome === 'abort' ? this.onabort?.() : this.onerror?.()));
    }
  };
}

const upload = () =>
  uploadToStore({ url: '/upload', fields: { key: 'k' } }, new File(['x'], 'a.pdf'), () => {});

afterEach(() => {
  vi.unstubAllGlobals();
  languageStore.getState().use('en', en);
});

describe('uploadToStore', () => {
  it.each([
    ['en', 'abort', en, 'The upload was cancelled.'],
    ['es', 'abort', es, 'Se canceló la carga del archivo.'],
    ['es', 'error', es, 'Se produjo un error inesperado. Inténtelo de nuevo más tarde.'],
  ] as const)('in %s, a send that ends in %s', async (language, outcome, catalogue, text) => {
    languageStore.getState().use(language, catalogue);
    vi.stubGlobal('XMLHttpRequest', fakeXhr(outcome));
    const failure = await upload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).message).toBe(text);
  });
});
