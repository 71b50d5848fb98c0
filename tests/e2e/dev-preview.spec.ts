import { expect, test, type APIResponse } from '@playwright/test';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { confirmationCodeOf, waitForMail } from '../helpers/outbox';
import { PASSWORD } from './support/accounts';
import { startDevServer, type DevServer } from './support/dev-server';

// `npm run dev` as an admissions officer uses it: on a copy of the project (so the test edits
// copies of the definitions), with PORT and API_PORT from the environment, saving by renaming
// a new file over the old one as editors' "safe write" and `mv` do.
const project = resolve(import.meta.dirname, '../..');
const copied = [
  'src',
  'forms',
  'schemas',
  'scripts',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'vite.config.ts',
];
const NEW_KEY = 'dev_preview_nickname';

let work: string;
let dataDir: string;
let dev: DevServer;
let url: string;

/** Writes JSON next to `file`, then renames it over `file` (a "safe write"). */
function saveByRename(file: string, edit: (data: Record<string, unknown>) => void): void {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(data);
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(temporary, file);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'admissions-dev-'));
  for (const entry of copied) cpSync(join(project, entry), join(work, entry), { recursive: true });
  symlinkSync(join(project, 'node_modules'), join(work, 'node_modules'));
  dataDir = join(work, 'data');
  mkdirSync(dataDir);
  dev = await startDevServer(work, dataDir);
  url = dev.url;
});

test.afterAll(async () => {
  await dev?.stop();
  rmSync(work, { recursive: true, force: true });
});

test('the client modules under /api/ come from Vite, the API routes from the API', async () => {
  const module = await fetch(`${url}/api/http.ts`);
  expect(module.status).toBe(200);
  expect(module.headers.get('content-type')).toContain('javascript');
  expect(((await (await fetch(`${url}/api/health`)).json()) as { status: string }).status).toBe(
    'ok',
  );
});

test('a label saved by renaming over the page shows without a restart, and the API takes a new question', async ({
  page,
}) => {
  await page.goto(`${url}/about`);
  await expect(page.getByLabel('Middle name (optional)')).toBeVisible({ timeout: 30_000 });

  // A new question: its key in the data model, then the page with it and a changed label.
  saveByRename(join(work, 'schemas/answers.schema.json'), (schema) => {
    (schema.properties as Record<string, unknown>)[NEW_KEY] = {
      type: 'string',
      default: '',
      description: 'Nickname (optional)',
    };
  });
  saveByRename(join(work, 'forms/about.json'), (form) => {
    const [personal] = form.nodes as { children: Record<string, unknown>[] }[];
    const middle = personal?.children.find((node) => node.key === 'middle_name');
    if (!personal || !middle) throw new Error('forms/about.json has no middle_name question');
    middle.label = 'Second given name (optional)';
    personal.children.push({
      kind: 'question',
      key: NEW_KEY,
      widget: 'text',
      label: 'Nickname (optional)',
    });
  });
  // And their Spanish, which lint-forms asks of every text an applicant reads (issue 32); the
  // parents' middle names keep the old label and its entry.
  saveByRename(join(work, 'forms/translations/es.json'), (file) => {
    const texts = file.texts as Record<string, string>;
    texts['Second given name (optional)'] = 'Segundo nombre de pila (opcional)';
    texts['Nickname (optional)'] = 'Apodo (opcional)';
  });
  // Vite reloads the page itself; when that reload lands while Vite restarts for the saved file
  // (forms/ is a dependency of its config), a reload by hand shows it, as the guide says.
  await expect(async () => {
    if (!(await page.getByLabel('Second given name (optional)').isVisible())) await page.reload();
    await expect(page.getByLabel('Second given name (optional)')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByLabel('Nickname (optional)')).toBeVisible();

  // The API restarts with the new definitions: it takes an applicant's answer to the new key.
  // While it restarts the proxy answers 502, so each call is repeated until the API answers.
  const email = `dev-preview-${process.pid}@example.com`;
  const untilAnswered = async (call: () => Promise<APIResponse>): Promise<APIResponse> => {
    let response: APIResponse | undefined;
    await expect
      .poll(async () => (response = await call()).status(), { timeout: 60_000 })
      .not.toBe(502);
    return response as APIResponse;
  };
  const signup = await untilAnswered(() =>
    page.request.post(`${url}/public/signup`, { data: { username: email, password: PASSWORD } }),
  );
  expect(signup.status(), await signup.text()).toBe(200);
  const mail = await waitForMail(dataDir, email, { subject: 'confirmation code' });
  const confirm = await untilAnswered(() =>
    page.request.post(`${url}/public/confirm`, {
      data: { username: email, code: confirmationCodeOf(mail) },
    }),
  );
  expect(confirm.status(), await confirm.text()).toBe(200);
  const login = await untilAnswered(() =>
    page.request.post(`${url}/public/login`, { data: { username: email, password: PASSWORD } }),
  );
  expect(login.status(), await login.text()).toBe(200);
  await expect
    .poll(
      async () =>
        (await page.request.put(`${url}/api/answer`, { data: { [NEW_KEY]: 'Ada' } })).status(),
      { timeout: 60_000 },
    )
    .toBe(200);
});
