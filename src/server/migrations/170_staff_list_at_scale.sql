-- Issue 33 at 100,000 applications (docs/performance.md, 2026-11-26): orders and filters of the
-- staff list that had no index and sorted or scanned the whole table for one page.

-- Sorted by status or by entry term: keyset pages in the order's own index (listing-order.ts
-- sorts status as COALESCE(status, '') and both with the id last).
CREATE INDEX applicants_status_sorted ON applicants (COALESCE(status, ''), id);
CREATE INDEX applicants_term_sorted ON applicants (entry_term, id);

-- The submitted only (a queue, a day range): a third of the rows, newest first, without reading
-- the started ones.
CREATE INDEX applicants_submitted_listed ON applicants (listed_at DESC, id DESC)
  WHERE submitted_at IS NOT NULL;
