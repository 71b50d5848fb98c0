-- Issue 33, need to know: a reader's copy of the application PDF says "withheld" where the
-- applicant's copy shows a sensitive answer. An applicant has one PDF per audience ('full': the
-- applicant's, an admin's and a share link's; 'withheld': a reader's), each made by the job
-- queue and kept current the same way.
ALTER TABLE application_pdfs ADD COLUMN audience text NOT NULL DEFAULT 'full'
  CHECK (audience IN ('full', 'withheld'));
ALTER TABLE application_pdfs DROP CONSTRAINT application_pdfs_pkey;
ALTER TABLE application_pdfs ADD PRIMARY KEY (applicant_id, audience);
