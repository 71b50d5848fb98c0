-- Issue 32: the language an applicant reads the application and its e-mails in, and the one an
-- application was submitted in (staff read it beside the answers).
ALTER TABLE applicants
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es')),
  ADD COLUMN submitted_language text CHECK (submitted_language IN ('en', 'es'));
