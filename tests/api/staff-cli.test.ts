import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/server/accounts/secrets';
import { LAST_ADMIN } from '../../src/server/staff/last-admin';
import { databaseKinds } from '../helpers/databases';
import { linkOf, waitForMail } from '../helpers/outbox';
import { staffCli } from '../helpers/staff-cli';

const USAGE =
  "Usage: npm run staff -- invite --email <address> --role reader|admin | list | disable --email <address> | role --email <address> --role reader|admin | grants --email <address> --categories <id,id…|'*'|''> | audit-verify";

// Each run starts a process and opens the database: seconds each on a shared machine.
describe.each(databaseKinds)('npm run staff on %s', { timeout: 180_000 }, (kind) => {
  const { dataDir, staff, withDb, remove } = staffCli(kind, {
    PUBLIC_URL: 'https://admissions.example.edu',
  });

  afterAll(() => remove());

  it('invite creates the account, mails the welcome link and prints it', async () => {
    const res = await staff('invite', '--email', ' Dean@Example.edu ', '--role', 'admin');
    expect(res.code).toBe(0);
    const printed = /Welcome link \(works once, for 72 hours\): (\S+)/.exec(res.stdout)?.[1] ?? '';
    expect(printed).toMatch(
      /^https:\/\/admissions\.example\.edu\/staff\/welcome\?token=[\w-]{43}$/,
    );
    const mail = await waitForMail(dataDir, 'dean@example.edu', { subject: 'invitation' });
    expect(linkOf(mail, '/staff/welcome').href).toBe(printed);
    const token = new URL(printed).searchParams.get('token') ?? '';
    await withDb(async (db) => {
      const { rows } = await db.query<{ username: string; role: string }>(
        `SELECT s.username, s.role FROM staff_invitations i JOIN staff s ON s.id = i.staff_id
          WHERE i.token_hash = $1`,
        [sha256(token)],
      );
      expect(rows).toEqual([{ username: 'dean@example.edu', role: 'admin' }]);
    });
  });

  it('list, role and disable manage accounts, each change audited', async () => {
    expect((await staff('invite', '--email', 'reader@example.edu', '--role', 'reader')).code).toBe(
      0,
    );
    const listed = await staff('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^dean@example\.edu\tadmin\tinvited\t/m);
    expect(listed.stdout).toMatch(/^reader@example\.edu\treader\tinvited\t/m);
    const role = await staff('role', '--email', 'reader@example.edu', '--role', 'admin');
    expect(role.stdout.trim()).toBe('reader@example.edu is now an admin.');
    const disabled = await staff('disable', '--email', 'READER@example.edu');
    expect(disabled.stdout.trim()).toBe('Disabled reader@example.edu; their sessions have ended.');
    expect((await staff('list')).stdout).toMatch(/^reader@example\.edu\tadmin\tdisabled\t/m);
    const again = await staff('invite', '--email', 'reader@example.edu', '--role', 'reader');
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('This staff account is disabled.');
    await withDb(async (db) => {
      const { rows } = await db.query<{ action: string; staff_username: string; ip: string }>(
        'SELECT action, staff_username, ip FROM staff_audit ORDER BY id',
      );
      expect(rows.map((r) => r.action)).toEqual(['invite', 'invite', 'role_change', 'disable']);
      expect(rows[0]?.staff_username).toMatch(/^command line \(/);
      expect(rows[0]?.ip).toBe('local');
    });
  });

  it('grants sets the sensitive categories of an account, audited; an unknown category is exit 1', async () => {
    expect((await staff('invite', '--email', 'clerk@example.edu', '--role', 'reader')).code).toBe(
      0,
    );
    expect((await staff('list')).stdout).toMatch(
      /^clerk@example\.edu\treader\tinvited\t\S+\tno sensitive categories$/m,
    );
    const granted = await staff(
      'grants',
      '--email',
      'clerk@example.edu',
      '--categories',
      'religion,disability',
    );
    expect(granted.stdout.trim()).toBe('clerk@example.edu is granted disability, religion.');
    expect((await staff('list')).stdout).toMatch(
      /^clerk@example\.edu\treader\tinvited\t\S+\tdisability, religion$/m,
    );
    const unknown = await staff('grants', '--email', 'clerk@example.edu', '--categories', 'tarot');
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      1,
      'This is not a sensitive category of the forms: tarot',
    ]);
    await withDb(async (db) => {
      const { rows } = await db.query<{ grants: string[]; detail: unknown }>(
        `SELECT s.grants, a.detail FROM staff s, staff_audit a
          WHERE s.username = 'clerk@example.edu' AND a.action = 'grants_change'`,
      );
      expect(rows.map((row) => row.grants)).toEqual([['disability', 'religion']]);
      const detail = rows[0]?.detail;
      expect(typeof detail === 'string' ? (JSON.parse(detail) as unknown) : detail).toEqual({
        username: 'clerk@example.edu',
        from: [],
        to: ['disability', 'religion'],
      });
    });
  });

  it('an unknown account is exit 1 with one line', async () => {
    const res = await staff('disable', '--email', 'nobody@example.edu');
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe('No staff account for nobody@example.edu.');
  });

  it.each([
    [[]],
    [['bogus']],
    [['invite', '--email', 'a@example.edu']],
    [['invite', '--email', 'a@example.edu', '--role', 'owner']],
    [['invite', '--role', 'admin']],
    [['disable']],
    [['list', 'extra']],
    [['list', '--email', 'a@example.edu']],
    [['role', '--email', 'a@example.edu']],
    [['list', '--unknown']],
    [['audit-verify', '--email', 'a@example.edu']],
    [['grants', '--email', 'a@example.edu']],
    [['role', '--email', 'a@example.edu', '--role', 'admin', '--categories', '*']],
  ])('usage errors exit 2 with one line: %j', async (args) => {
    const res = await staff(...args);
    expect(res.code).toBe(2);
    expect(res.stderr.trim()).toBe(USAGE);
  });

  it('a bad address is exit 1 with the reason', async () => {
    const res = await staff('invite', '--email', 'not-an-address', '--role', 'reader');
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      'Enter the staff member’s e-mail address, like name@example.edu.',
    );
  });

  it('refuses to demote or disable the last active admin, exit 1 with the reason', async () => {
    // dean@ (invited as admin above) accepts the invitation: the only active admin.
    await withDb((db) =>
      db.query("UPDATE staff SET password_hash = 'set' WHERE username = 'dean@example.edu'"),
    );
    for (const args of [
      ['role', '--email', 'dean@example.edu', '--role', 'reader'],
      ['disable', '--email', 'dean@example.edu'],
      ['invite', '--email', 'dean@example.edu', '--role', 'reader'],
    ]) {
      const res = await staff(...args);
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr.trim()).toBe(LAST_ADMIN);
    }
    const listed = await staff('list');
    expect(listed.stdout).toMatch(/^dean@example\.edu\tadmin\tactive\t/m);
  });

  it.runIf(kind === 'postgres')(
    'two commands demoting the two admins at once leave one admin',
    async () => {
      await staff('invite', '--email', 'provost@example.edu', '--role', 'admin');
      await withDb((db) =>
        db.query("UPDATE staff SET password_hash = 'set' WHERE username = 'provost@example.edu'"),
      );
      const results = await Promise.all(
        ['dean@example.edu', 'provost@example.edu'].map((email) =>
          staff('role', '--email', email, '--role', 'reader'),
        ),
      );
      expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
      expect(results.find((r) => r.code === 1)?.stderr.trim()).toBe(LAST_ADMIN);
      const admins = await withDb((db) =>
        db.query(
          "SELECT username FROM staff WHERE role = 'admin' AND disabled_at IS NULL AND password_hash IS NOT NULL",
        ),
      );
      expect(admins.rows).toHaveLength(1);
    },
  );
});
