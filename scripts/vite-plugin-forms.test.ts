// The browser's validators: AJV standalone code must judge exactly like the runtime compiler,
// the Vite plugin must swap it in for browser builds, and broken definitions must fail loudly.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../src/engine/fixtures/complete-application';
import { PAGE_IDS, pages, validateApplication, type Answers } from '../src/engine/index';
import { getPageValidator as runtimeValidator } from '../src/engine/validation/compiled-validators';
import formsPlugin, { buildStepsModule, buildValidatorsModule } from './vite-plugin-forms';

const ROOT = resolve(import.meta.dirname, '..');
const NOW = new Date(2025, 5, 15, 12);
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'forms-plugin-'));
  temps.push(dir);
  return dir;
};

type Validator = ((this: { now: Date }, data: unknown) => boolean) & { errors?: unknown };
interface StandaloneModule {
  getPageValidator(pageId: string): Validator;
}

const samples: Answers[] = [
  completeApplication(),
  {},
  Object.fromEntries(Object.keys(completeApplication()).map((k) => [k, 'x'])),
  {
    ...completeApplication(),
    birth_date: '2013-01-01',
    mailing_addr_effective_date: '2010-01-01',
    zip: '80',
    optin_sms_ind: true,
    phone_mobile: '',
  },
  {
    ...completeApplication(),
    birth_date: '1900-01-01',
    mailing_addr_expiration_date: '2040-01-01',
    hs_gpa: 'A',
    legal_agree: false,
  },
];

describe('standalone validators', () => {
  it('judge every sample exactly like the runtime compiler, messages included', async () => {
    const { code } = buildValidatorsModule(ROOT);
    expect(code).not.toMatch(/require\(/);
    const file = join(tempDir(), 'validators.mjs');
    writeFileSync(file, code);
    const standalone = (await import(pathToFileURL(file).href)) as StandaloneModule;
    for (const pageId of PAGE_IDS) {
      for (const sample of samples) {
        const a = standalone.getPageValidator(pageId);
        const b = runtimeValidator(pageId);
        expect(a.call({ now: NOW }, sample)).toBe(b.call({ now: NOW }, sample));
        expect(JSON.parse(JSON.stringify(a.errors ?? null))).toEqual(
          JSON.parse(JSON.stringify(b.errors ?? null)),
        );
      }
    }
  });

  it('refuses broken definitions with the lint-forms lines', () => {
    const root = tempDir();
    cpSync(join(ROOT, 'forms'), join(root, 'forms'), { recursive: true });
    cpSync(join(ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
    const file = join(root, 'forms/education.json');
    const text = readFileSync(file, 'utf8').replace(
      '"optionList": "entryTerms"',
      '"optionList": "terms"',
    );
    writeFileSync(file, text);
    // The overlay names the line and column of the bad value, for the editor to jump to.
    const lines = text.slice(0, text.indexOf('"terms"')).split('\n');
    const at = `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`;
    expect(() => buildValidatorsModule(root)).toThrow(
      `forms/education.json:${at}: /nodes/0/children/0/optionList: unknown option list "terms"`,
    );
  });
});

describe('steps module', () => {
  it("names each page with its definition's step and title", async () => {
    const file = join(tempDir(), 'steps.mjs');
    writeFileSync(file, buildStepsModule(ROOT).code);
    const { steps } = (await import(pathToFileURL(file).href)) as { steps: unknown };
    expect(steps).toEqual(
      PAGE_IDS.map((pageId) => ({ pageId, step: pages[pageId].step, title: pages[pageId].title })),
    );
  });
});

describe('Vite plugin', () => {
  it('builds a browser bundle that loads standalone validators on demand, with no AJV compiler', async () => {
    const dir = tempDir();
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `export { loadSeedDefinitions, loadValidators, validateApplication, validatorSource } from ${JSON.stringify(join(ROOT, 'src/engine/index.ts'))};\n`,
    );
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      plugins: [formsPlugin({ root: ROOT })],
      build: {
        outDir: join(dir, 'dist'),
        lib: { entry, formats: ['es'], fileName: 'engine' },
        minify: false,
        rollupOptions: { external: [] },
      },
    });
    const files = readdirSync(join(dir, 'dist')).filter((f) => /\.m?js$/.test(f));
    const output = join(dir, 'dist', files.find((f) => /^engine\.m?js$/.test(f)) ?? 'engine.js');
    // The entry, the seed set's files and the validators, each in its own chunk.
    expect(files.length).toBeGreaterThan(1);
    const bundle = files.map((f) => readFileSync(join(dir, 'dist', f), 'utf8')).join('\n');
    expect(bundle).not.toContain('new Function');
    expect(bundle).not.toContain('strictTypes');
    const built = (await import(pathToFileURL(output).href)) as {
      loadSeedDefinitions(): Promise<unknown>;
      loadValidators(): Promise<void>;
      validateApplication: typeof validateApplication;
      validatorSource: string;
    };
    expect(built.validatorSource).toBe('standalone');
    // The validators come with the first check, the seed's pages with the first form shown.
    expect(() => built.validateApplication({}, NOW)).toThrow('await loadValidators() first');
    await built.loadValidators();
    expect(() => built.validateApplication({}, NOW)).toThrow(
      'not loaded yet: await loadSeedDefinitions()',
    );
    await built.loadSeedDefinitions();
    for (const sample of samples) {
      expect(built.validateApplication(sample, NOW)).toEqual(validateApplication(sample, NOW));
    }
  }, 60_000);
});
