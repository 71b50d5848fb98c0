import type { Queryable } from '../db/database';
import { staffAuditRepository } from '../repositories/staff-audit';
import { auditRowHash } from './audit-row-hash';

/** Rows read per query: the audit grows without bound, memory must not. */
const PAGE = 1000;

export type AuditChainCheck =
  | { whole: true; checked: number; head: { id: string; seq: string; hash: string } | null }
  | { whole: false; checked: number; id: string; seq: string; problem: string };

/**
 * Recomputes the audit's hash chain in seq order (the order rows were appended) and stops at
 * the first row that does not fit: its content changed since it was written, rows before it
 * missing, or its link not the hash of the row before it. Rows removed from the end leave no
 * trace in the chain itself: the head it reports (id, seq, hash) is what to keep elsewhere.
 */
export async function checkAuditChain(db: Queryable): Promise<AuditChainCheck> {
  let checked = 0;
  let previous = null as { id: string; seq: bigint; hash: string } | null;
  for (;;) {
    const rows = await staffAuditRepository(db).chainAfter(String(previous?.seq ?? 0), PAGE);
    for (const row of rows) {
      const where = { whole: false, checked, id: row.id, seq: row.seq } as const;
      if (auditRowHash(row) !== row.hash)
        return {
          ...where,
          problem: 'its content does not match its hash (changed after it was written)',
        };
      const expectedSeq = (previous?.seq ?? 0n) + 1n;
      const lastMissing = BigInt(row.seq) - 1n;
      if (lastMissing !== expectedSeq - 1n)
        return {
          ...where,
          problem:
            lastMissing === expectedSeq
              ? `the row at position ${expectedSeq} of the chain, before it, is missing`
              : `the rows at positions ${expectedSeq} to ${lastMissing} of the chain, before it, are missing`,
        };
      if (row.prev_hash !== (previous?.hash ?? null))
        return {
          ...where,
          problem: 'it is not linked to the row before it (that row was replaced)',
        };
      checked += 1;
      previous = { id: row.id, seq: BigInt(row.seq), hash: row.hash };
    }
    if (rows.length < PAGE) break;
  }
  return {
    whole: true,
    checked,
    head: previous ? { id: previous.id, seq: previous.seq.toString(), hash: previous.hash } : null,
  };
}
