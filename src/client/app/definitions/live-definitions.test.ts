// @vitest-environment jsdom
// The staff workspace reads the office's settings (decisions, checklist) of the live version even
// while an application's page has made its own version active (issue 29).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateDefinitions,
  definitionSetOf,
  seedDefinitions,
  seedFiles,
  site,
} from '../../../engine';
import { followDefinitions, followedSite } from './live-definitions';

const live = definitionSetOf({
  ...seedFiles,
  'forms/site.json': {
    ...(seedFiles['forms/site.json'] as object),
    decisions: [{ id: 'admit', label: 'Offer a place', letter: 'Dear {given_name}, welcome.' }],
  },
});

vi.mock('../../api/http', () => ({ request: vi.fn(async () => ({ version: 2, bundled: false })) }));
vi.mock('./version-sets', () => ({ versionSet: vi.fn(async () => live) }));

describe('followedSite', () => {
  afterEach(() => activateDefinitions(seedDefinitions()));

  it("is the followed version's, whatever set an application's page made active since", async () => {
    await followDefinitions();
    expect(site.decisions.map((d) => d.label)).toEqual(['Offer a place']);
    // An application answered on the build's version, drawn with it.
    activateDefinitions(seedDefinitions());
    expect(site.decisions.map((d) => d.label)).toContain('Admit');
    expect(followedSite().decisions).toEqual([
      { id: 'admit', label: 'Offer a place', letter: 'Dear {given_name}, welcome.' },
    ]);
  });
});
