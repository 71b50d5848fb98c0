import type { StaffRole } from '../../contracts/staff-accounts';
import type { Queryable } from '../db/database';

export interface StaffAccount {
  id: string;
  username: string;
  role: StaffRole;
  /** The sensitive categories granted ('*': every one). */
  grants: string[];
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: string | number;
  created_at: Date;
  disabled_at: Date | null;
}

export interface NewStaffAccount {
  id: string;
  username: string;
  role: StaffRole;
  grants: string[];
  createdAt: Date;
}

/** The staff table: one row per staff account. */
export function staffAccountsRepository(db: Queryable) {
  return {
    async findByUsername(username: string): Promise<StaffAccount | undefined> {
      const { rows } = await db.query<StaffAccount>('SELECT * FROM staff WHERE username = $1', [
        username,
      ]);
      return rows[0];
    },

    async findById(id: string): Promise<StaffAccount | undefined> {
      const { rows } = await db.query<StaffAccount>('SELECT * FROM staff WHERE id = $1', [id]);
      return rows[0];
    },

    async list(): Promise<StaffAccount[]> {
      const { rows } = await db.query<StaffAccount>('SELECT * FROM staff ORDER BY username');
      return rows;
    },

    /**
     * The ids of the active admins (password set, not disabled), their rows locked until the
     * transaction ends, so two changes to admins are serialized.
     */
    async lockActiveAdmins(): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM staff
      WHERE role = 'admin' AND disabled_at IS NULL AND password_hash IS NOT NULL
      ORDER BY id FOR UPDATE`,
      );
      return rows.map((row) => row.id);
    },

    /** Creates the account unless the username has one; answers whether it did. */
    async insert(account: NewStaffAccount): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO staff (id, username, role, grants, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (username) DO NOTHING`,
        [account.id, account.username, account.role, account.grants, account.createdAt],
      );
      return rowCount > 0;
    },

    async setRole(id: string, role: StaffRole): Promise<void> {
      await db.query('UPDATE staff SET role = $2 WHERE id = $1', [id, role]);
    },

    async setGrants(id: string, grants: readonly string[]): Promise<void> {
      await db.query('UPDATE staff SET grants = $2 WHERE id = $1', [id, grants]);
    },

    async disable(id: string, now: Date): Promise<void> {
      await db.query('UPDATE staff SET disabled_at = $2 WHERE id = $1 AND disabled_at IS NULL', [
        id,
        now,
      ]);
    },

    /** A new password and (sealed) authenticator secret; no TOTP step is used yet. */
    async setCredentials(
      id: string,
      passwordHash: string,
      sealedTotpSecret: string,
    ): Promise<void> {
      await db.query(
        'UPDATE staff SET password_hash = $2, totp_secret = $3, totp_last_step = 0 WHERE id = $1',
        [id, passwordHash, sealedTotpSecret],
      );
    },

    /** Records a TOTP step as used; false when it was not later than the last one. */
    async advanceTotpStep(id: string, step: number): Promise<boolean> {
      const { rowCount } = await db.query(
        'UPDATE staff SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2',
        [id, step],
      );
      return rowCount > 0;
    },
  };
}
