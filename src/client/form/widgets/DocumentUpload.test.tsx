// The file question's states in the language read (issue 32): uploading, converting, the
// converted file with its Delete, each in English and in Spanish, with no English left.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import type { DocumentUploadState, UploadPhase } from '../form-actions';
import { DocumentStatus, formatFileSize } from './DocumentUpload';

const state = (phase: UploadPhase): DocumentUploadState => ({
  phase,
  progress: 0.5,
  document: { file_name: 'transcript.pdf', file_size: 1_572_864 },
  error: null,
  busy: phase === 'uploading' || phase === 'converting',
  upload: () => Promise.resolve(),
  remove: () => Promise.resolve(),
});

/** The words shown and read out, tags dropped. */
const words = (phase: UploadPhase) =>
  renderToStaticMarkup(<DocumentStatus state={state(phase)} answered={false} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

afterEach(() => languageStore.getState().use('en', en));

describe('the file question says where an upload stands', () => {
  it.each([
    ['uploading', 'Uploading your file…'],
    ['converting', 'Processing your file…'],
    ['completed', 'transcript.pdf (1.5 MB) Delete your file'],
  ] as const)('%s, in English', (phase, text) => {
    expect(words(phase)).toContain(text);
  });

  it.each([
    ['uploading', 'Cargando su archivo…', 'Uploading'],
    ['converting', 'Procesando su archivo…', 'Processing'],
    ['completed', 'transcript.pdf (1.5 MB) Eliminar su archivo', 'Delete'],
  ] as const)('%s, in Spanish', (phase, text, english) => {
    languageStore.getState().use('es', es);
    expect(words(phase)).toContain(text);
    expect(words(phase)).not.toContain(english);
  });

  it('writes the size as the locale writes numbers', () => {
    expect(formatFileSize(2_048, 'en-US')).toBe('2 KB');
    expect(formatFileSize(1_048_576, 'es-419')).toBe('1.0 MB');
    expect(formatFileSize(1_572_864, 'de-DE')).toBe('1,5 MB');
  });
});
