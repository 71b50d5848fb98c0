// Speed holds (issue 32): only the chosen language's catalogue loads, the other on demand. The
// build's manifest names the chunk each catalogue became (src/client/i18n/catalogue.ts imports
// each on its own; forms/translations/es.json loads only for Spanish, localized-set.ts); the
// page sent preloads its own language's, and the browser fetches no other.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Manifest } from '../../src/server/plugins/route-preloads';
import { dataDir } from './support/accounts';
import { waitForHydration } from './support/hydration';
import { switchTo } from './support/spanish';

/** The path each source module was built to, as the browser asks for it. */
function builtChunks(): { en: string; es: string; formsEs: string } {
  const clientDir = process.env.E2E_CLIENT_DIR ?? join(dataDir(), 'client');
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const chunkOf = (source: string) => {
    const found = Object.entries(manifest).filter(([id, chunk]) =>
      (chunk.src ?? id).endsWith(source),
    );
    expect(
      found.map(([id]) => id),
      `the chunk of ${source}`,
    ).toHaveLength(1);
    return `/${found[0]![1].file}`;
  };
  return {
    en: chunkOf('i18n/messages/en.json'),
    es: chunkOf('i18n/messages/es.json'),
    formsEs: chunkOf('forms/translations/es.json'),
  };
}

/** Every path (with its query) the page asks for from now on. */
function requestsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    asked.push(url.pathname + url.search);
  });
  return asked;
}

/** A visitor's page, hydrated, once nothing more is loading. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/**
 * The modules a page sent has the browser preload: its <link rel="modulepreload"> tags, or on a
 * prerendered page the list its loader adds after the first paint (data-preloads).
 */
function preloadsOf(html: string): string[] {
  const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const listed = [...html.matchAll(/data-preloads="([^"]*)"/g)].flatMap(([, list]) =>
    list!.split(' '),
  );
  return [...links.map(([, href]) => href!), ...listed];
}

test('the page sent preloads the catalogue of its own language only', async ({ request }) => {
  const chunks = builtChunks();
  const english = await (await request.get('/about')).text();
  expect(preloadsOf(english)).toContain(chunks.en);
  for (const spanish of [chunks.es, chunks.formsEs]) expect(english).not.toContain(spanish);
  const spanish = await (await request.get('/about?lang=es')).text();
  expect(preloadsOf(spanish)).toContain(chunks.es);
  expect(spanish).not.toContain(chunks.en);
});

test('/about in English fetches nothing Spanish until Español is chosen', async ({ page }) => {
  const chunks = builtChunks();
  const asked = requestsOf(page);
  await openSettled(page, '/about');
  expect(asked).toContain(chunks.en);
  expect(asked).not.toContain(chunks.es);
  expect(asked).not.toContain(chunks.formsEs);
  expect(asked.filter((path) => path.includes('language=es'))).toEqual([]);

  // The other language on demand: its catalogue and the forms' Spanish, when chosen.
  await switchTo(page, 'Español');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre usted' })).toBeVisible();
  expect(asked).toContain(chunks.es);
  expect(asked).toContain(chunks.formsEs);
});

test('/about?lang=es fetches no English catalogue', async ({ page }) => {
  const chunks = builtChunks();
  const asked = requestsOf(page);
  await openSettled(page, '/about?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre usted' })).toBeVisible();
  expect(asked).toContain(chunks.es);
  expect(asked).toContain(chunks.formsEs);
  expect(asked).not.toContain(chunks.en);
});
