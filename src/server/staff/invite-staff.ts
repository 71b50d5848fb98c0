import { randomUUID } from 'node:crypto';
import { isValidEmail } from '../../engine';
import { randomToken, sha256 } from '../accounts/secrets';
import { normalizeUsername } from '../accounts/username';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { staffInvitationMessage } from '../mail/messages';
import type { MailMessage } from '../mail/mailer';
import { repositories } from '../repositories/repositories';
import { defaultGrants } from './need-to-know';
import { setStaffRole, summary, type StaffSummary } from './staff-accounts';
import type { StaffRole } from '../../contracts/staff-accounts';

export const INVITATION_HOURS = 72;
export const STAFF_EMAIL_INVALID =
  'Enter the staff member’s e-mail address, like name@example.edu.';
export const STAFF_DISABLED = 'This staff account is disabled.';
export const STAFF_EXISTS =
  'There is already a staff account for this address. Change its role instead of inviting it again.';

export interface Invitation {
  staff: StaffSummary;
  /** `{PUBLIC_URL}/staff/welcome?token=…`: single use, 72 hours. */
  link: string;
  message: MailMessage;
}

interface InvitationInput {
  email: string;
  role: StaffRole;
  now: Date;
  publicUrl: string;
  /**
   * Whether an address that already has an account gets a new welcome link (with the role
   * given, never demoting the last active admin): the command line's way back in for someone
   * who lost their phone. Without it (the admin route) such an address is refused (409).
   */
  inviteAgain?: boolean;
}

/**
 * Creates a staff account and a welcome link that replaces any earlier one. Accepting it sets a
 * new password and authenticator.
 */
export async function inviteStaff(
  db: Database,
  { email, role, now, publicUrl, inviteAgain = false }: InvitationInput,
): Promise<Invitation> {
  const username = normalizeUsername(email);
  if (!isValidEmail(username)) throw new HttpError(400, STAFF_EMAIL_INVALID);
  const token = randomToken();
  const account = await db.transaction(async (tx) => {
    const { staffAccounts, staffInvitations } = repositories(tx);
    const existing = await staffAccounts.findByUsername(username);
    if (existing?.disabled_at) throw new HttpError(409, STAFF_DISABLED);
    if (existing && !inviteAgain) throw new HttpError(409, STAFF_EXISTS);
    const id = existing?.id ?? randomUUID();
    if (existing) await setStaffRole(tx, id, role);
    else {
      // Two invitations of one new address at once: the second finds the first's row.
      const grants = defaultGrants(role);
      const created = await staffAccounts.insert({ id, username, role, grants, createdAt: now });
      if (!created) throw new HttpError(409, STAFF_EXISTS);
    }
    await staffInvitations.deleteOf(id);
    await staffInvitations.insert(
      sha256(token),
      id,
      new Date(now.getTime() + INVITATION_HOURS * 3600_000),
    );
    return staffAccounts.findByUsername(username);
  });
  if (!account) throw new Error('the staff account vanished');
  const link = `${publicUrl}/staff/welcome?token=${token}`;
  return { staff: summary(account), link, message: staffInvitationMessage(username, role, link) };
}
