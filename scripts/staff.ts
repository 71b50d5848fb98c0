import { parseArgs } from 'node:util';
import { staffRole, type StaffRole } from '../src/contracts/staff-accounts';
import { activateDefinitions, EVERY_CATEGORY } from '../src/engine';
import { normalizeUsername } from '../src/server/accounts/username';
import { loadConfig, type Config } from '../src/server/config';
import { runningServerPid } from '../src/server/data-dir-lock';
import type { Database } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';
import { versionSet } from '../src/server/forms/definition-sets';
import { LiveForms } from '../src/server/forms/live-forms';
import { seedFormVersions } from '../src/server/forms/seed-form-versions';
import { HttpError } from '../src/server/http-error';
import { createMailer } from '../src/server/mail/create-mailer';
import { staffAccountsRepository } from '../src/server/repositories/staff-accounts';
import { recordAudit, type AuditActor } from '../src/server/staff/audit';
import { checkAuditChain } from '../src/server/staff/audit-chain';
import { inviteStaff } from '../src/server/staff/invite-staff';
import {
  disableStaff,
  listStaff,
  setStaffGrants,
  setStaffRole,
} from '../src/server/staff/staff-accounts';
import { runMain } from './lib/run-main';

const USAGE =
  "Usage: npm run staff -- invite --email <address> --role reader|admin | list | disable --email <address> | role --email <address> --role reader|admin | grants --email <address> --categories <id,id…|'*'|''> | audit-verify";

/** Whoever runs the command: the audit names the command line and the machine's user. */
const ACTOR: AuditActor = {
  id: null,
  username: `command line (${process.env.USER ?? 'unknown user'})`,
};
const IP = 'local';

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

function parse() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        categories: { type: 'string' },
      },
    });
  } catch {
    usage();
  }
  const { positionals, values } = parsed;
  const [command, ...rest] = positionals;
  if (rest.length > 0) usage();
  const email = values.email?.trim();
  const role = values.role as StaffRole | undefined;
  const categories = values.categories;
  if (role !== undefined && !staffRole.enum.includes(role)) usage();
  if (command === 'grants' && email && !role && categories !== undefined)
    return {
      command,
      email,
      grants: categories.split(',').filter((id) => id.trim() !== ''),
    } as const;
  if (categories !== undefined) usage();
  if ((command === 'list' || command === 'audit-verify') && !email && !role)
    return { command } as const;
  if (command === 'disable' && email && !role) return { command, email } as const;
  if ((command === 'invite' || command === 'role') && email && role)
    return { command, email, role } as const;
  return usage();
}

function grantsText(grants: readonly string[]): string {
  if (grants.includes(EVERY_CATEGORY)) return 'every sensitive category';
  return grants.length === 0 ? 'no sensitive categories' : grants.join(', ');
}

async function accountId(db: Database, email: string): Promise<{ id: string; username: string }> {
  const account = await staffAccountsRepository(db).findByUsername(normalizeUsername(email));
  if (!account) throw new Error(`No staff account for ${email}.`);
  return account;
}

async function run(db: Database, config: Config, args: ReturnType<typeof parse>): Promise<void> {
  const now = new Date();
  switch (args.command) {
    case 'list': {
      const accounts = await listStaff(db);
      if (accounts.length === 0) console.log('No staff accounts yet.');
      for (const a of accounts)
        console.log(
          `${a.username}\t${a.role}\t${a.status}\t${a.created_at}\t${grantsText(a.grants)}`,
        );
      return;
    }
    case 'audit-verify': {
      const check = await checkAuditChain(db);
      if (!check.whole) {
        console.error(
          `Audit row ${check.id} (position ${check.seq} of the chain) does not fit: ${check.problem}. ` +
            `The ${check.checked} rows before it are whole.`,
        );
        process.exitCode = 1;
        return;
      }
      console.log(
        check.head
          ? `Audit chain whole: ${check.checked} rows checked. Last row ${check.head.id} (position ${check.head.seq}), hash ${check.head.hash}: keep it elsewhere to tell later that no row was removed from the end.`
          : 'Audit chain whole: 0 rows checked (the audit is empty).',
      );
      return;
    }
    case 'invite': {
      const invitation = await inviteStaff(db, {
        email: args.email,
        role: args.role,
        now,
        publicUrl: config.publicUrl,
        inviteAgain: true,
      });
      await createMailer(config, { info: () => undefined }).send(invitation.message);
      await recordAudit(db, {
        staff: ACTOR,
        action: 'invite',
        detail: { username: invitation.staff.username, role: invitation.staff.role },
        ip: IP,
        at: now,
      });
      console.log(
        `Invited ${invitation.staff.username} as ${invitation.staff.role}; the invitation was mailed.`,
      );
      console.log(`Welcome link (works once, for 72 hours): ${invitation.link}`);
      return;
    }
    case 'disable': {
      const account = await accountId(db, args.email);
      const revoked = await db.transaction(async (tx) => {
        const links = await disableStaff(tx, account.id, now);
        await recordAudit(tx, {
          staff: ACTOR,
          action: 'disable',
          detail: { username: account.username, revoked_share_links: links },
          ip: IP,
          at: now,
        });
        return links;
      });
      console.log(`Disabled ${account.username}; their sessions have ended.`);
      if (revoked > 0)
        console.log(`Revoked the ${revoked} share link${revoked === 1 ? '' : 's'} they made.`);
      return;
    }
    case 'grants': {
      const account = await staffAccountsRepository(db).findByUsername(
        normalizeUsername(args.email),
      );
      if (!account) throw new Error(`No staff account for ${args.email}.`);
      // The categories of the live form version, as the workspace checks them.
      await seedFormVersions(db, now);
      const { version, files } = (await LiveForms.load(db)).current();
      activateDefinitions(versionSet(db, version, files));
      const grants = await db.transaction(async (tx) => {
        const stored = await setStaffGrants(tx, account.id, args.grants);
        await recordAudit(tx, {
          staff: ACTOR,
          action: 'grants_change',
          detail: { username: account.username, from: account.grants, to: stored },
          ip: IP,
          at: now,
        });
        return stored;
      });
      console.log(`${account.username} is granted ${grantsText(grants)}.`);
      return;
    }
    case 'role': {
      const account = await staffAccountsRepository(db).findByUsername(
        normalizeUsername(args.email),
      );
      if (!account) throw new Error(`No staff account for ${args.email}.`);
      await db.transaction(async (tx) => {
        await setStaffRole(tx, account.id, args.role);
        await recordAudit(tx, {
          staff: ACTOR,
          action: 'role_change',
          detail: { username: account.username, from: account.role, to: args.role },
          ip: IP,
          at: now,
        });
      });
      console.log(`${account.username} is now ${args.role === 'admin' ? 'an admin' : 'a reader'}.`);
      return;
    }
  }
}

/**
 * `npm run staff -- invite|list|disable|role|grants …`: manages staff accounts with the server's
 * settings (DATABASE_URL or DATA_DIR, PUBLIC_URL, SMTP_URL). An invitation is mailed (or
 * written to DATA_DIR/outbox) and its link printed. `audit-verify` recomputes the audit's hash
 * chain: exit 0 when whole, 1 naming the first row that does not fit. Usage errors exit 2.
 */
async function main(): Promise<void> {
  const args = parse();
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== undefined)
      throw new Error(
        `The server (pid ${pid}) holds the embedded database in ${config.dataDir}; stop it first, or invite from the workspace's Staff page.`,
      );
  }
  const db = await openDatabase(config);
  try {
    await run(db, config, args);
  } catch (error) {
    throw error instanceof HttpError ? new Error(error.message) : error;
  } finally {
    await db.close();
  }
}

runMain(main);
