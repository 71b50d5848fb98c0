import { describe, expect, it } from 'vitest';
import { ENGLISH_HEADER_WORDS } from '../../engine';
import { checkCatalogue } from '../../../tests/helpers/catalogue-checks';
import { PDF_TEXTS, pdfHeaderWords, pdfText } from './pdf-text';

checkCatalogue('the application PDF (issue 32)', PDF_TEXTS.en, PDF_TEXTS.es);

describe('a text of the PDF', () => {
  it('fills its placeholders in the language asked for', () => {
    const values = { school: 'Sample University', name: 'Ana Rivera', page: 1, pages: 3 };
    expect(pdfText('en', 'footer', values)).toBe('Sample University - Ana Rivera - page 1 of 3');
    expect(pdfText('es', 'footer', values)).toBe('Sample University - Ana Rivera - página 1 de 3');
  });

  it('words the English header as the staff print view does', () => {
    expect(pdfHeaderWords('en')).toEqual(ENGLISH_HEADER_WORDS);
    expect(pdfHeaderWords('es')).toMatchObject({ applicant: 'Solicitante', locale: 'es-419' });
  });
});
