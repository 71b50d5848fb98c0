import { describe, expect, it } from 'vitest';
import { answerKeys, isAnswerKey } from '../model/answer-keys';
import { getPageValidator } from '../validation/compiled-validators';
import { pageOfKey } from './page-keys';
import {
  activeDefinitions,
  activeView,
  activateDefinitions,
  withDefinitions,
} from './active-definitions';
import { definitionSetOf } from './definition-set';
import { pages } from './pages';
import { seedDefinitions } from './seed-definitions';
import { seedFiles } from './seed-files';
import { site } from './site';

const copy = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** The seed with one more required question on About You, as a published version would add it. */
function withPetQuestion() {
  const about = copy(seedFiles['forms/about.json']) as { nodes: unknown[] };
  about.nodes.push({ kind: 'question', key: 'pet_name', widget: 'text', label: 'Pet name' });
  const model = copy(seedFiles['schemas/answers.schema.json']) as {
    properties: Record<string, unknown>;
  };
  model.properties.pet_name = { type: 'string' };
  const schema = copy(seedFiles['schemas/pages/about.schema.json']) as {
    required?: string[];
  };
  schema.required = [...(schema.required ?? []), 'pet_name'];
  const siteJson = { ...(seedFiles['forms/site.json'] as object), name: 'Pet University' };
  return definitionSetOf({
    ...seedFiles,
    'forms/about.json': about,
    'schemas/answers.schema.json': model,
    'schemas/pages/about.schema.json': schema,
    'forms/site.json': siteJson,
  });
}

describe('the active definition set', () => {
  it('is the seed until another is made active', () => {
    expect(activeDefinitions()).toBe(seedDefinitions());
    expect(isAnswerKey('pet_name')).toBe(false);
  });

  it('answers every rule from the set inside withDefinitions, and restores the one before', () => {
    const next = withPetQuestion();
    const inside = withDefinitions(next, () => ({
      keys: answerKeys().includes('pet_name'),
      page: pageOfKey('pet_name'),
      site: site.name,
      last: pages.about.nodes.at(-1),
      valid: getPageValidator('about')({}),
      missing: (getPageValidator('about').errors ?? []).some(
        (e) => (e.params as { missingProperty?: string }).missingProperty === 'pet_name',
      ),
    }));
    expect(inside).toMatchObject({ keys: true, page: 'about', site: 'Pet University' });
    expect(inside.last).toMatchObject({ key: 'pet_name', label: 'Pet name' });
    expect(inside.missing).toBe(true);
    expect(activeDefinitions()).toBe(seedDefinitions());
    expect(answerKeys()).not.toContain('pet_name');
    expect(site.name).not.toBe('Pet University');
  });

  it('restores the set before when the work throws', () => {
    expect(() =>
      withDefinitions(withPetQuestion(), () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(activeDefinitions()).toBe(seedDefinitions());
  });

  it('switches every reader when a set is made active', () => {
    const next = withPetQuestion();
    try {
      activateDefinitions(next);
      expect(isAnswerKey('pet_name')).toBe(true);
      expect(Object.keys(site)).toContain('name');
      expect(site.name).toBe('Pet University');
    } finally {
      activateDefinitions(seedDefinitions());
    }
  });

  it('gives views that cannot be written', () => {
    const view = activeView((set) => set.site) as unknown as Record<string, unknown>;
    expect(() => {
      view.name = 'x';
    }).toThrow(TypeError);
  });

  it('refuses a set that lacks a file', () => {
    const { ['forms/site.json']: _site, ...rest } = seedFiles;
    expect(() => definitionSetOf(rest)).toThrow('definition set lacks forms/site.json');
  });
});
