import type { Queryable } from '../db/database';

export interface ServiceTokenUse {
  tokenId: string;
  applicantId: string;
  route: string;
  at: Date;
  address: string;
}

/** The service_token_uses table: every use of a service link, written before any data is read. */
export function serviceTokenUsesRepository(db: Queryable) {
  return {
    /**
     * The application a service token of `username` opens, unless its link was revoked or its
     * minter's account disabled (read too: a link minted while its account was being disabled
     * is refused even if it missed the revocation).
     */
    async openedApplication(username: string, tokenId: string): Promise<string | undefined> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM applicants WHERE username = $1 AND NOT EXISTS (
       SELECT 1 FROM staff_share_links l JOIN staff s ON s.id = l.staff_id
        WHERE l.token_id = $2 AND (l.revoked_at IS NOT NULL OR s.disabled_at IS NOT NULL))`,
        [username, tokenId],
      );
      return rows[0]?.id;
    },

    async record(use: ServiceTokenUse): Promise<void> {
      await db.query(
        'INSERT INTO service_token_uses (token_id, applicant_id, route, at, address) VALUES ($1, $2, $3, $4, $5)',
        [use.tokenId, use.applicantId, use.route, use.at, use.address],
      );
    },
  };
}
