import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../src/contracts/language';
import { forEachQuestion, PAGE_IDS, pages, type QuestionNode } from '../../src/engine';
import { openPglite } from '../../src/server/db/pglite';
import { decodeAddressId } from '../../src/server/lookup/address-fields';
import { geocode } from '../../src/server/lookup/geocoder';
import { lookupWords } from '../../src/server/lookup/lookup-words';
import { CsvError, parseSchoolCsv } from '../../src/server/lookup/school-csv';
import { importSchools } from '../../src/server/lookup/schools';
import { buildTestApp, type TestApp } from '../helpers/app';
import { databaseKinds } from '../helpers/databases';

function autocompletes(category: string): QuestionNode[] {
  const found: QuestionNode[] = [];
  for (const id of PAGE_IDS)
    forEachQuestion(
      pages[id].nodes,
      (q) => q.kind === 'question' && q.autocomplete?.category === category && found.push(q),
    );
  return found;
}

/** A stand-in geocoder: Photon's or Nominatim's reply shape, or a failure. */
function startGeocoder(): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(url.search);
    const q = url.searchParams.get('q') ?? '';
    if (q.includes('fail')) return void res.writeHead(500).end('down');
    res.setHeader('content-type', 'application/json');
    if (!q.includes('Larimer'))
      return void res.end(
        url.pathname === '/search' ? '[]' : '{"type":"FeatureCollection","features":[]}',
      );
    if (url.pathname === '/search') {
      return void res.end(
        JSON.stringify([
          {
            name: 'x',
            address: {
              house_number: '7',
              road: 'Larimer Street',
              city: 'Denver',
              state: 'Colorado',
              postcode: '80202',
              country: 'United States',
              country_code: 'us',
            },
          },
        ]),
      );
    }
    res.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            properties: {
              housenumber: '7',
              street: 'Larimer Street',
              city: 'Denver',
              state: 'Colorado',
              postcode: '80202',
              countrycode: 'US',
              country: 'United States',
            },
          },
          {
            properties: {
              name: 'Rue de Rivoli',
              city: 'Paris',
              postcode: '75001',
              countrycode: 'FR',
              country: 'France',
            },
          },
        ],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }),
    ),
  );
}

describe.each(databaseKinds)('lookup on %s', (kind) => {
  let t: TestApp;
  let geo: Awaited<ReturnType<typeof startGeocoder>>;
  const find = async (app: TestApp, query: string) =>
    app.app.inject({ method: 'GET', url: `/lookup/find?${query}` });
  /** The call of a device whose language switch chose Spanish (its cookie). */
  const findInSpanish = async (query: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/lookup/find?${query}`,
        headers: { cookie: `${LANGUAGE_COOKIE}=es` },
      })
    ).json();

  // The app asks the stand-in geocoder first; it knows only Larimer Street, so every other
  // address test also proves the fall-back to the bundled ZIP data.
  beforeAll(async () => {
    geo = await startGeocoder();
    t = await buildTestApp(kind, { GEOCODER_URL: `${geo.url}/api` });
  });
  afterAll(async () => {
    await t.close();
    geo.server.close();
  });

  it('suggests sample schools by name or code, labelled as sample data', async () => {
    const res = await find(t, 'text=aspen&category=hs_ceeb&max_results=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { text: 'Aspen Ridge High School', id: '990001', sub_text: 'Denver, Colorado (sample data)' },
    ]);
    expect((await find(t, 'text=990102&category=college_ceeb')).json()[0].text).toBe(
      'Example State University',
    );
    expect((await find(t, 'text=high&category=hs_ceeb&max_results=3')).json()).toHaveLength(3);
    expect((await find(t, 'text=zzzz&category=hs_ceeb')).json()).toEqual([]);
    expect((await find(t, 'text=%25&category=hs_ceeb')).json()).toEqual([]);
  });

  it("gives a school's detail with every field the forms' fills name", async () => {
    const detail = (await find(t, 'id=990001&category=hs_ceeb')).json();
    expect(detail).toEqual({
      name: 'Aspen Ridge High School',
      id: '990001',
      address_line_1: '1200 Aspen Ridge Road',
      city: 'Denver',
      state: 'Colorado',
      zip: '80221',
      country: 'USA',
    });
    for (const q of autocompletes('hs_ceeb'))
      for (const field of Object.keys(q.autocomplete!.fills)) expect(detail).toHaveProperty(field);
    expect((await find(t, 'id=nope&category=hs_ceeb')).statusCode).toBe(404);
    expect((await find(t, 'text=a&category=planets')).statusCode).toBe(400);
  });

  it('completes a US city, state and ZIP around a typed street', async () => {
    const [one] = (await find(t, 'text=1200%20Main%20St%2080221&category=address')).json();
    expect(one.text).toBe('1200 Main St, Denver, CO 80221');
    const detail = (await find(t, `id=${one.id}&category=address`)).json();
    expect(detail).toEqual({
      address_line_1: '1200 Main St',
      city: 'Denver',
      state: 'Colorado',
      zip: '80221',
      country: 'USA',
    });
    for (const q of autocompletes('address'))
      for (const field of Object.keys(q.autocomplete!.fills)) expect(detail).toHaveProperty(field);
    const byCity = (
      await find(t, 'text=12%20Pearl%20St%2C%20Boulder%2C%20CO&category=address&max_results=5')
    ).json();
    expect(byCity.length).toBeGreaterThan(0);
    expect(byCity.length).toBeLessThanOrEqual(5);
    expect(
      byCity.every((s: { text: string }) => s.text.startsWith('12 Pearl St, Boulder, CO 803')),
    ).toBe(true);
    expect((await find(t, 'text=8022&category=address')).json().length).toBeGreaterThan(0);
    expect((await find(t, 'text=somewhere&category=address')).json()).toEqual([]);
    expect((await find(t, 'id=not-an-id&category=address')).statusCode).toBe(404);
  });

  it('uses a Photon geocoder when configured, and falls back when it fails', async () => {
    const results = (await find(t, 'text=7%20Larimer&category=address')).json();
    expect(results[0]).toMatchObject({
      text: '7 Larimer Street',
      sub_text: 'Denver, Colorado, 80202 - United States',
    });
    expect((await find(t, `id=${results[0].id}&category=address`)).json()).toEqual({
      address_line_1: '7 Larimer Street',
      city: 'Denver',
      state: 'Colorado',
      zip: '80202',
      country: 'USA',
    });
    expect((await find(t, `id=${results[1].id}&category=address`)).json()).toEqual({
      address_line_1: 'Rue de Rivoli',
      city: 'Paris',
      state: '',
      zip: '75001',
      country: 'FRA',
    });
    expect(geo.calls.some((c) => c.includes('q=7+Larimer') && c.includes('limit=5'))).toBe(true);
    expect((await find(t, 'text=fail%2080221&category=address')).json()[0].text).toBe(
      'fail, Denver, CO 80221',
    );
    expect((await find(t, 'text=fail%20nowhere&category=address')).json()).toEqual([]);
  });

  it('reads a Nominatim reply, and gives nothing for an unreachable geocoder', async () => {
    const config = { url: `${geo.url}/search`, kind: 'nominatim' as const, timeoutMs: 2000 };
    const words = await lookupWords('en');
    const [first] = (await geocode(config, '7 Larimer', 5, words)) ?? [];
    expect(first?.text).toBe('7 Larimer Street');
    expect(decodeAddressId(first!.id)).toEqual({
      address_line_1: '7 Larimer Street',
      city: 'Denver',
      state: 'Colorado',
      zip: '80202',
      country: 'USA',
    });
    expect(
      geo.calls.some((c) => c.includes('format=jsonv2') && c.includes('addressdetails=1')),
    ).toBe(true);
    expect(
      await geocode({ ...config, url: 'http://127.0.0.1:9/search' }, '7 Larimer', 5, words),
    ).toBeUndefined();
  });

  // Issue 32: a Spanish reader sees the form's Spanish country names and a Spanish note; the
  // school, street and place names, the ids and the detail's codes stay as they are.
  it('gives the words of a suggestion in Spanish to a Spanish device, names as they are', async () => {
    expect(await findInSpanish('text=aspen&category=hs_ceeb')).toEqual([
      {
        text: 'Aspen Ridge High School',
        id: '990001',
        sub_text: 'Denver, Colorado (datos de ejemplo)',
      },
    ]);
    const [zip] = await findInSpanish('text=1200%20Main%20St%2080221&category=address');
    expect(zip).toMatchObject({
      text: '1200 Main St, Denver, CO 80221',
      sub_text: 'Estados Unidos',
    });
    expect((await find(t, 'text=1200%20Main%20St%2080221&category=address')).json()[0]).toEqual({
      ...zip,
      sub_text: 'United States',
    });
    const [denver, paris] = await findInSpanish('text=7%20Larimer&category=address');
    expect(denver.sub_text).toBe('Denver, Colorado, 80202 - Estados Unidos');
    expect(paris).toMatchObject({ text: 'Rue de Rivoli', sub_text: 'Paris, 75001 - Francia' });
    expect(await findInSpanish(`id=${paris.id}&category=address`)).toMatchObject({
      city: 'Paris',
      country: 'FRA',
    });
  });

  it('imports a CSV, replacing the categories it holds and the sample rows', async () => {
    const csv =
      'category,ceeb,name,address_line_1,city,state,zip,country\nhs_ceeb,061234,"Lincoln High School, North",1 Oak St,Denver,Colorado,80202,USA\n';
    await importSchools(t.database.db, parseSchoolCsv(csv));
    expect((await find(t, 'text=lincoln&category=hs_ceeb')).json()).toEqual([
      { text: 'Lincoln High School, North', id: '061234', sub_text: 'Denver, Colorado' },
    ]);
    expect((await find(t, 'text=aspen&category=hs_ceeb')).json()).toEqual([]);
    expect((await find(t, 'text=example&category=college_ceeb')).json()).toEqual([]);
  });
});

describe('school CSV and npm run lookup:import', () => {
  it('reports every bad line and imports nothing', () => {
    expect(() => parseSchoolCsv('category,ceeb,name\n')).toThrow(/lacks address_line_1/);
    const bad =
      'category,ceeb,name,address_line_1,city,state,zip,country\nuniversity,1,A,,,,,\nhs_ceeb,,B,,,,,\nhs_ceeb,2,C,,,,,\nhs_ceeb,2,D,,,,,\n';
    try {
      parseSchoolCsv(bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CsvError);
      expect((error as Error).message.split('\n')).toEqual([
        'Line 2: category must be college_ceeb or hs_ceeb.',
        'Line 3: ceeb must be 1 to 10 letters or digits.',
        'Line 5: hs_ceeb 2 appears twice.',
      ]);
    }
  });

  it('imports into the embedded database from the command line', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lookup-import-'));
    try {
      const file = join(dataDir, 'schools.csv');
      writeFileSync(
        file,
        'category,ceeb,name,address_line_1,city,state,zip,country\r\ncollege_ceeb,4001,"Real ""Quoted"" College",,Denver,Colorado,80202,USA\r\n',
      );
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/lookup-import.ts', file],
        { env, encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain('Imported 1 schools (college_ceeb)');
      const db = await openPglite(join(dataDir, 'db'));
      const { rows } = await db.query<{ name: string }>('SELECT name FROM lookup_schools');
      await db.close();
      expect(rows).toEqual([{ name: 'Real "Quoted" College' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
