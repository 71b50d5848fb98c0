// File rules of spec sections 5 and 8 with their exact messages.
import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '../constants';
import { FILE_MESSAGES, validateFile } from './validate-file';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('validateFile', () => {
  it.each([
    ['a PDF', { name: 'transcript.pdf', size: 1000, type: 'application/pdf' }, []],
    ['a DOCX', { name: 'essay.docx', size: 1000, type: DOCX }, []],
    ['a DOCX with no MIME type', { name: 'essay.docx', size: 1000, type: '' }, []],
    ['a PNG', { name: 'card.png', size: 1000, type: 'image/png' }, []],
    ['a JPEG', { name: 'card.jpeg', size: 1000, type: 'image/jpeg' }, []],
    ['upper-case .JPG', { name: 'CARD.JPG', size: 1000, type: 'image/jpeg' }, []],
    ['exactly 1 MB', { name: 'big.pdf', size: FILE_MAX_BYTES, type: 'application/pdf' }, []],
    [
      '1 MB and a byte',
      { name: 'big.pdf', size: FILE_MAX_BYTES + 1, type: 'application/pdf' },
      [FILE_MESSAGES.tooLarge],
    ],
    ['empty', { name: 'empty.pdf', size: 0, type: 'application/pdf' }, [FILE_MESSAGES.empty]],
    [
      'a .doc',
      { name: 'old.doc', size: 10, type: 'application/msword' },
      [FILE_MESSAGES.wrongType],
    ],
    [
      'a .pdf that is an executable',
      { name: 'x.pdf', size: 10, type: 'application/x-msdownload' },
      [FILE_MESSAGES.wrongType],
    ],
    ['no extension', { name: 'README', size: 10, type: '' }, [FILE_MESSAGES.wrongType]],
    ['32 characters', { name: `${'a'.repeat(28)}.pdf`, size: 10, type: 'application/pdf' }, []],
    [
      '33 characters',
      { name: `${'a'.repeat(29)}.pdf`, size: 10, type: 'application/pdf' },
      [FILE_MESSAGES.nameTooLong],
    ],
  ])('%s', (_name, file, expected) => {
    expect(validateFile(file)).toEqual(expected);
  });

  it('uses the exact texts of the error catalogue', () => {
    expect(FILE_MESSAGES).toEqual({
      tooLarge: 'Your file is too large. The maximum file size is 1 MB.',
      wrongType: 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx',
      nameTooLong:
        'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.',
      empty: 'Your file is empty. Please upload a non-empty file.',
    });
  });
});
