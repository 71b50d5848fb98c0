import { describe, expect, it } from 'vitest';
import { completeApplication } from '../fixtures/complete-application';
import { visibilityOf } from '../hiding/apply-hiding';
import type { Answers } from '../types';
import { clearedDocumentKeys } from './cleared-documents';
import { controlState } from './control-state';

const cases: [string, Answers][] = [
  ['a fresh application', {}],
  ['a complete one', completeApplication()],
  ['a citizen (no card to upload)', { ...completeApplication(), citizenship_type: 'C' }],
];

describe('clearedDocumentKeys', () => {
  it.each(cases)('%s: the documents controlsOf says are cleared', (_name, answers) => {
    const { documents } = controlState('all', { answers, audience: 'applicant' });
    const cleared = documents.filter((d) => d.cleared).map((d) => d.key);
    expect(clearedDocumentKeys(visibilityOf('all', answers))).toEqual(cleared);
  });

  it('names the card a citizen does not upload', () => {
    const citizen = { ...completeApplication(), citizenship_type: 'C' };
    expect(clearedDocumentKeys(visibilityOf('all', citizen))).toContain('student_upload_card');
    expect(clearedDocumentKeys(visibilityOf('all', completeApplication()))).not.toContain(
      'student_upload_card',
    );
  });
});
