import { describe, expect, it } from 'vitest';
import { DOCUMENT_ANSWERED } from '../constants';
import type { MaterialItem } from '../types';
import { checklistStates, type ChecklistInput } from './checklist-states';

const card: MaterialItem = {
  id: 'card',
  label: 'Resident card',
  satisfiedBy: 'student_upload_card',
  required: false,
};
const additional: MaterialItem = {
  id: 'additional',
  label: 'Additional information',
  satisfiedBy: 'additional_info_doc',
  required: false,
};
const transcript: MaterialItem = {
  id: 'transcript',
  label: 'Transcript',
  satisfiedBy: 'manual',
  required: true,
};
const UPLOADED = '2026-11-01T10:00:00.000Z';
const MARKED = '2026-11-02T09:00:00.000Z';
/** The answers that ask for the card: a permanent resident's. */
const resident = { citizenship_type: 'R' };
const citizen = { citizenship_type: 'C' };
const uploaded = { ...resident, student_upload_card: DOCUMENT_ANSWERED };
const essayTab = { tabs: { additional_info_tabs: 'essay' } };

const stateOf = (item: MaterialItem, input: Partial<ChecklistInput>) => {
  const [state] = checklistStates({
    items: [item],
    answers: resident,
    view: {},
    uploads: {},
    marks: {},
    ...input,
  });
  return state && { status: state.status, by: state.updated_by, at: state.updated_at };
};

describe('checklistStates: a document item is listed only where its question is shown', () => {
  const waivedCard = { card: { status: 'waived' as const, by: 'ann@x.edu', at: MARKED } };
  it.each([
    ['a U.S. citizen on the essay tab', citizen, essayTab, {}, ['transcript']],
    ['a U.S. citizen on the upload tab', citizen, {}, {}, ['additional', 'transcript']],
    ['a permanent resident on the essay tab', resident, essayTab, {}, ['card', 'transcript']],
    [
      'a permanent resident on the upload tab',
      resident,
      {},
      {},
      ['card', 'additional', 'transcript'],
    ],
    ['nothing answered, the essay tab', {}, essayTab, {}, ['transcript']],
    ["a U.S. citizen's card waived by staff", citizen, essayTab, waivedCard, ['transcript']],
  ] as const)('%s', (_name, answers, view, marks, listed) => {
    const states = checklistStates({
      items: [card, additional, transcript],
      answers,
      view,
      uploads: {},
      marks,
    });
    expect(states.map((state) => state.id)).toEqual(listed);
  });
});

describe('checklistStates', () => {
  it.each([
    ['a document item with nothing uploaded', card, {}, ['missing', null, null]],
    [
      'a document item whose upload finished',
      card,
      { answers: uploaded, uploads: { student_upload_card: UPLOADED } },
      ['received', null, UPLOADED],
    ],
    [
      'a document item answered but whose document is not held (conversion failed)',
      card,
      { answers: uploaded },
      ['missing', null, null],
    ],
    [
      'a document item held but no longer answered (being removed)',
      card,
      { uploads: { student_upload_card: UPLOADED } },
      ['missing', null, null],
    ],
    [
      'a document item uploaded and waived by staff',
      card,
      {
        answers: uploaded,
        uploads: { student_upload_card: UPLOADED },
        marks: { card: { status: 'waived', by: 'ann@x.edu', at: MARKED } },
      },
      ['waived', 'ann@x.edu', MARKED],
    ],
    [
      'a document item uploaded though staff marked it missing',
      card,
      {
        answers: uploaded,
        uploads: { student_upload_card: UPLOADED },
        marks: { card: { status: 'missing', by: 'ann@x.edu', at: MARKED } },
      },
      ['received', null, UPLOADED],
    ],
    [
      'a document item received by post',
      card,
      { marks: { card: { status: 'received', by: 'ann@x.edu', at: MARKED } } },
      ['received', 'ann@x.edu', MARKED],
    ],
    ['a manual item never marked', transcript, {}, ['missing', null, null]],
    [
      'a manual item marked received',
      transcript,
      { marks: { transcript: { status: 'received', by: 'bo@x.edu', at: MARKED } } },
      ['received', 'bo@x.edu', MARKED],
    ],
    [
      'a manual item marked missing again',
      transcript,
      { marks: { transcript: { status: 'missing', by: 'bo@x.edu', at: MARKED } } },
      ['missing', 'bo@x.edu', MARKED],
    ],
    [
      'a manual item waived',
      transcript,
      { marks: { transcript: { status: 'waived', by: 'bo@x.edu', at: MARKED } } },
      ['waived', 'bo@x.edu', MARKED],
    ],
  ] as const)('%s', (_name, item, input, [status, by, at]) => {
    expect(stateOf(item, input)).toEqual({ status, by, at });
  });

  it('keeps the configured order, labels and required flags', () => {
    const states = checklistStates({
      items: [transcript, card],
      answers: resident,
      view: {},
      uploads: {},
      marks: {},
    });
    expect(states.map(({ id, label, required }) => ({ id, label, required }))).toEqual([
      { id: 'transcript', label: 'Transcript', required: true },
      { id: 'card', label: 'Resident card', required: false },
    ]);
  });
});
