// Issue 29: forms:publish publishes a folder's forms/ and schemas/ as a new live form version,
// refusing with lint-forms' located lines; forms:export writes a version back out as files,
// leaving a file whose data is already the version's untouched (so exporting version 1 into the
// repository changes nothing). Runs on PGlite in DATA_DIR and on PostgreSQL (DATABASE_URL).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_FILES } from '../../src/engine/lint/version-files';
import { loadConfig } from '../../src/server/config';
import { serverPidFile } from '../../src/server/data-dir-lock';
import { openDatabase } from '../../src/server/db/open-database';
import { main as formsExport } from '../../scripts/forms-export';
import { main as formsPublish } from '../../scripts/forms-publish';
import type { Io } from '../../scripts/lib/forms-cli';
import { databaseKinds } from '../helpers/databases';
import { editJson, retranslated } from '../helpers/json-edits';

const project = join(import.meta.dirname, '../..');
const PUBLISH_USAGE = 'usage: npm run forms:publish -- --note "…" [--from <folder>]';
const EXPORT_USAGE = 'usage: npm run forms:export -- <folder> [--version <n>]';

describe.each(databaseKinds)('forms:publish and forms:export on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-cli-data-'));
  const schema = `forms_cli_${randomBytes(5).toString('hex')}`;
  const env: Io['env'] =
    kind === 'postgres'
      ? { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema }
      : { DATA_DIR: dataDir };
  const folders: string[] = [];

  /** A copy of the repository's forms/ and schemas/, changed by `change`. */
  const copy = (change: (root: string) => void = () => undefined) => {
    const root = mkdtempSync(join(tmpdir(), 'forms-cli-defs-'));
    folders.push(root);
    for (const folder of ['forms', 'schemas'])
      cpSync(join(project, folder), join(root, folder), { recursive: true });
    change(root);
    return root;
  };
  const retitle = (title: string) => (root: string) => {
    let before = '';
    editJson(root, 'forms/about.json', (page) => {
      before = (page as { title: string }).title;
      return { ...(page as object), title };
    });
    editJson(root, 'forms/translations/es.json', (file) => retranslated(file, before, title));
  };

  const run = async (command: typeof formsPublish, args: string[], runEnv = env) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await command(args, {
      env: { ...runEnv, INIT_CWD: tmpdir() },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  };
  const live = async () => {
    const db = await openDatabase(loadConfig(env));
    try {
      return (await db.query<{ version: number }>('SELECT version FROM form_live')).rows[0]
        ?.version;
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    // The database a server would have made (the commands never make one).
    await (await openDatabase(loadConfig(env))).close();
    // A new embedded database on disk: slow to make on a machine shared with other suites.
  }, 300_000);

  afterAll(async () => {
    if (kind === 'postgres') {
      const db = await openDatabase(loadConfig(env));
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    }
    for (const root of folders) rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes nothing when the files are the live version already (exit 0)', async () => {
    const { code, out, err } = await run(formsPublish, ['--note', 'again']);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toEqual([
      `The files in ${project} are the live form version 1; nothing published.`,
    ]);
    expect(await live()).toBe(1);
  });

  it('refuses files with lint problems, one located line each (exit 1)', async () => {
    const root = copy((r) =>
      editJson(r, 'forms/about.json', (page) => ({ ...(page as object), colour: 'red' })),
    );
    const line =
      readFileSync(join(root, 'forms/about.json'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"colour"')) + 1;
    const { code, out, err } = await run(formsPublish, ['--note', 'x', '--from', root]);
    expect({ code, out }).toEqual({ code: 1, out: [] });
    expect(err).toEqual([
      expect.stringMatching(
        new RegExp(`^forms/about\\.json:${line}:\\d+: /colour: "colour" is not a property here`),
      ),
      `forms:publish: 1 problem(s) in ${root}; nothing published`,
    ]);
    expect(await live()).toBe(1);
  });

  it('refuses a file that is not JSON with its line and column, no stack trace (exit 1)', async () => {
    const root = copy((r) =>
      writeFileSync(join(r, 'forms/options/lists.json'), '{ "prefixes": [ }'),
    );
    const { code, err } = await run(formsPublish, ['--note', 'x', '--from', root]);
    expect(code).toBe(1);
    expect(err).toEqual([
      expect.stringMatching(/^forms\/options\/lists\.json:1:\d+: \/: not valid JSON/),
      `forms:publish: 1 problem(s) in ${root}; nothing published`,
    ]);
  });

  it.each([
    ['no note', [], '--note is required: say what changed'],
    ['an empty note', ['--note', ' '], '--note is required: say what changed'],
    ['an unknown option', ['--note', 'x', '--force'], "Unknown option '--force'"],
    ['a missing folder', ['--note', 'x', '--from', 'no-such-folder'], 'no such folder: '],
  ])('forms:publish answers 2 for %s, in one line', async (_name, args, message) => {
    const { code, out, err } = await run(formsPublish, args);
    expect({ code, out }).toEqual({ code: 2, out: [] });
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(`forms:publish: ${message}`);
    expect(err[0]).toContain(PUBLISH_USAGE);
  });

  it('publishes changed files as the next version, live (exit 0)', async () => {
    const root = copy(retitle('About you, from git'));
    const { code, out, err } = await run(formsPublish, ['--note', 'from git', '--from', root]);
    expect({ code, err, out }).toEqual({
      code: 0,
      err: [],
      out: [`Published ${root} as form version 2, now live.`],
    });
    expect(await live()).toBe(2);
    const db = await openDatabase(loadConfig(env));
    try {
      const { rows } = await db.query<{ note: string }>(
        'SELECT note FROM form_versions WHERE version = 2',
      );
      expect(rows).toEqual([{ note: 'from git' }]);
    } finally {
      await db.close();
    }
  });

  it('exports the live version into an empty folder as 2-space JSON files', async () => {
    const target = mkdtempSync(join(tmpdir(), 'forms-cli-out-'));
    folders.push(target);
    const { code, out } = await run(formsExport, [target]);
    expect({ code, out }).toEqual({
      code: 0,
      out: [`Form version 2 in ${target}: 15 of 15 files written, 0 already the same.`],
    });
    const written = readdirSync(target, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.json'))
      .sort();
    expect(written).toEqual([...VERSION_FILES].sort());
    const about = readFileSync(join(target, 'forms/about.json'), 'utf8');
    const data = JSON.parse(about) as { title: string };
    expect(data.title).toBe('About you, from git');
    expect(about).toBe(`${JSON.stringify(data, null, 2)}\n`);
  });

  it('exports version 1 into a copy of the repository without changing a byte', async () => {
    const target = copy(retitle('About you, from git'));
    const { code, out } = await run(formsExport, [target, '--version', '1']);
    expect({ code, out }).toEqual({
      code: 0,
      out: [`Form version 1 in ${target}: 2 of 15 files written, 13 already the same.`],
    });
    for (const file of VERSION_FILES)
      expect(JSON.parse(readFileSync(join(target, file), 'utf8')), file).toEqual(
        JSON.parse(readFileSync(join(project, file), 'utf8')),
      );
    const again = await run(formsExport, [target, '--version', '1']);
    expect(again.out).toEqual([
      `Form version 1 in ${target}: 0 of 15 files written, 15 already the same.`,
    ]);
    const pristine = copy();
    await run(formsExport, [pristine, '--version', '1']);
    for (const file of VERSION_FILES)
      expect(readFileSync(join(pristine, file), 'utf8'), file).toBe(
        readFileSync(join(project, file), 'utf8'),
      );
  });

  it.each([
    ['an unknown version', ['--version', '99'], 'there is no form version 99'],
    ['a version that is no number', ['--version', 'live'], '--version takes a version number'],
    ['no folder', [], 'name one folder'],
  ])('forms:export answers 2 for %s, in one line', async (_name, args, message) => {
    const target = mkdtempSync(join(tmpdir(), 'forms-cli-out-'));
    folders.push(target);
    const { code, out, err } = await run(
      formsExport,
      args[0] === '--version' ? [target, ...args] : args,
    );
    expect({ code, out }).toEqual({ code: 2, out: [] });
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(`forms:export: ${message}`);
    expect(err[0]).toContain(EXPORT_USAGE);
  });

  if (kind === 'pglite')
    it('both answer 2 while a server holds the embedded database', async () => {
      writeFileSync(serverPidFile(dataDir), String(process.pid));
      try {
        const held = `the server (pid ${process.pid}) holds the embedded database in ${dataDir}; stop it first`;
        const published = await run(formsPublish, ['--note', 'x', '--from', copy(retitle('X'))]);
        expect(published.err).toEqual([`forms:publish: ${held} (${PUBLISH_USAGE})`]);
        const exported = await run(formsExport, [tmpdir()]);
        expect(exported.err).toEqual([`forms:export: ${held} (${EXPORT_USAGE})`]);
        expect([published.code, exported.code]).toEqual([2, 2]);
      } finally {
        rmSync(serverPidFile(dataDir));
      }
    });

  if (kind === 'pglite')
    it('runs as npm run forms:export', async () => {
      const target = mkdtempSync(join(tmpdir(), 'forms-cli-out-'));
      folders.push(target);
      const { stdout } = await promisify(execFile)(
        'npm',
        ['run', '-s', 'forms:export', '--', target, '--version', '1'],
        { cwd: project, env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ...env } },
      );
      expect(stdout.trim()).toBe(
        `Form version 1 in ${target}: 15 of 15 files written, 0 already the same.`,
      );
      // A process of its own: npm, tsx and the embedded database start on a shared machine.
    }, 90_000);
});
