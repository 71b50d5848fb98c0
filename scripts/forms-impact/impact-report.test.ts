// forms:impact's report against the engine's own definitions and a draft of them without the
// prefix "Ms." and the question preferred_name: who is named, with what status, and the lines a
// person reads. Each reason's rule is draftImpact's (src/engine/impact).
import { describe, expect, it } from 'vitest';
import {
  applicationReference,
  draftImpact,
  engineBundle,
  type DefinitionBundle,
} from '../../src/engine/index';
import { describeImpact } from './impact-report';
import { ImpactCollector, type StoredApplication } from '../../src/server/forms/impact-collector';

const NOW = new Date('2026-11-23T12:00:00Z');
const IDS = ['0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7'];

function draft(): DefinitionBundle {
  const bundle = structuredClone(engineBundle());
  const lists = bundle.options.lists.data as { prefixes: { value: string }[] };
  lists.prefixes = lists.prefixes.filter((option) => option.value !== 'MS');
  const drop = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value
        .filter((entry) => (entry as { key?: string } | null)?.key !== 'preferred_name')
        .map(drop);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, drop(v)]));
    return value;
  };
  bundle.pages = bundle.pages.map((page) => ({ ...page, data: drop(page.data) }));
  const model = bundle.answersSchema.data as { properties: Record<string, unknown> };
  delete model.properties.preferred_name;
  return bundle;
}

function reportOf(applications: StoredApplication[]) {
  const collector = new ImpactCollector(draftImpact(engineBundle(), draft(), NOW));
  for (const application of applications) collector.add(application);
  return collector.result();
}

const stored = (
  i: number,
  submitted: boolean,
  answers: StoredApplication['answers'],
): StoredApplication => ({
  id: IDS[i] ?? '',
  username: `applicant${i}@example.edu`,
  submitted,
  answers,
  view: {},
});

describe('ImpactCollector and describeImpact', () => {
  const report = reportOf([
    stored(0, false, { prefix: 'MS', prefix_desc: 'Ms.', preferred_name: 'Al', first_name: 'A' }),
    stored(1, true, { prefix: 'MR', prefix_desc: 'Mr.', first_name: 'B' }),
  ]);

  it('names each affected application with its reference, e-mail, status and changes', () => {
    expect(report).toEqual({
      counts: { 'in progress': 1, submitted: 1 },
      applications: [
        {
          id: IDS[0],
          reference: applicationReference(IDS[0] ?? ''),
          username: 'applicant0@example.edu',
          status: 'in progress',
          changes: [
            { key: 'preferred_name', value: 'Al', why: 'removed-key' },
            { key: 'prefix', value: 'MS', why: 'removed-option' },
          ],
        },
      ],
    });
  });

  it('writes one line per application and per change, then the total', () => {
    const lines: string[] = [];
    describeImpact(report, (line) => lines.push(line));
    expect(lines).toEqual([
      `${applicationReference(IDS[0] ?? '')} applicant0@example.edu (in progress, id ${IDS[0]}):`,
      '  preferred_name = "Al": its question is removed (the answer stays stored, no longer shown)',
      '  prefix = "MS": its option is removed (submit asks to choose again)',
      '1 application affected (1 in progress, 0 submitted); submitted applications are listed, never changed.',
    ]);
  });

  it('says so when nothing is affected', () => {
    const lines: string[] = [];
    describeImpact(reportOf([stored(1, true, { prefix: 'MR' })]), (line) => lines.push(line));
    expect(lines).toEqual([
      'Nothing affected: no application uses a key or option these definitions remove, lacks a question they newly require, or has an answer they would hide.',
    ]);
  });
});
