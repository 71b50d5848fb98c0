-- Issue 33 at 100,000 applications (docs/performance.md, 2026-11-26, session 10): a reader's
-- queue joins their assignments (3,333 in the bench) to applicants for the name and whether it
-- is submitted. Through the primary key each row costs a heap visit, so PostgreSQL read the
-- whole table instead (a sequential scan of 7,143 pages); with what the queue reads beside the
-- id, each row is one index-only probe. The columns are those of assignmentsRepository.queueOf.
CREATE INDEX applicants_queue_entry ON applicants (id) INCLUDE (first_name, last_name, submitted_at);
