import { describe, expect, it } from 'vitest';
import { applicationReference } from '../../../engine';
import { staffFileName } from './staff-file-name';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const REF = applicationReference(ID);

describe('staffFileName', () => {
  it.each([
    ['Ångström', 'application.pdf', `${REF} Ångström application.pdf`],
    ['', 'application.pdf', `${REF} application.pdf`],
    ['O"Brien / Smith', 'transcript.pdf', `${REF} O Brien Smith transcript.pdf`],
    ['a\u202eb', 'x.pdf', `${REF} ab x.pdf`],
    ['  de la   Cruz ', 'x.pdf', `${REF} de la Cruz x.pdf`],
    ['x'.repeat(80), 'x.pdf', `${REF} ${'x'.repeat(60)} x.pdf`],
  ])('%j and %j make %j', (family, what, name) => {
    expect(staffFileName(ID, family, what)).toBe(name);
  });
});
