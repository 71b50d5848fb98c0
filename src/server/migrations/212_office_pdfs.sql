-- Issue 32, staff side by side: the staff workspace reads in English, so an admin's (and a share
-- link's) copy of the application PDF is its own audience, 'office': every answer, the questions
-- and the choices' labels in English (the codes are the same in both languages), where the
-- applicant's copy ('full') is in the language the application was submitted in. A reader's
-- copy ('withheld') is in English too.
ALTER TABLE application_pdfs DROP CONSTRAINT application_pdfs_audience_check;
ALTER TABLE application_pdfs ADD CONSTRAINT application_pdfs_audience_check
  CHECK (audience IN ('full', 'office', 'withheld'));
