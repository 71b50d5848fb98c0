// The file rules' messages before an upload (spec section 8), in the language read (issue 32).
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '../../i18n/language-store';
import en from '../../i18n/messages/en.json';
import es from '../../i18n/messages/es.json';
import { fileMessages } from './FileChooser';

const file = (name: string, bytes: number, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

afterEach(() => languageStore.getState().use('en', en));

describe('fileMessages', () => {
  const cases = () => [
    fileMessages([file('huge.pdf', 1_048_577, 'application/pdf')], []),
    fileMessages([file('notes.txt', 10, 'text/plain')], []),
    fileMessages([file('empty.pdf', 0, 'application/pdf')], []),
    fileMessages([file(`${'n'.repeat(29)}.pdf`, 10, 'application/pdf')], []),
    fileMessages([file('a.pdf', 10, 'application/pdf'), file('b.pdf', 10, 'application/pdf')], []),
  ];

  it('in English, word for word', () => {
    expect(cases()).toEqual([
      ['Your file is too large. The maximum file size is 1 MB.'],
      ['You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx'],
      ['Your file is empty. Please upload a non-empty file.'],
      [
        'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
      ],
      ['Please choose one file at a time.'],
    ]);
  });

  it('in Spanish', () => {
    languageStore.getState().use('es', es);
    expect(cases()).toEqual([
      ['Su archivo es demasiado grande. El tamaño máximo es de 1 MB.'],
      ['Solo puede cargar archivos de los siguientes tipos: .png, .jpeg, .jpg, .pdf, .docx'],
      ['Su archivo está vacío. Cargue un archivo que no esté vacío.'],
      [
        'El nombre de su archivo es demasiado largo. Puede tener como máximo 32 caracteres, incluida la extensión.',
      ],
      ['Elija un solo archivo a la vez.'],
    ]);
  });
});
