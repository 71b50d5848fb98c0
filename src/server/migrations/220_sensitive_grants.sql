-- Issue 33, need to know by category: each staff account is granted sensitive categories
-- (site.json `sensitiveCategories`) one by one; '*' grants every category, those an office adds
-- later too. Admins start with '*', readers with none.
ALTER TABLE staff ADD COLUMN grants text[] NOT NULL DEFAULT '{}';
UPDATE staff SET grants = '{*}' WHERE role = 'admin';

-- One staff PDF per set of grants instead of per role: 'office' (every category: staff granted
-- '*', and share links) or 'granted:' and the categories granted, sorted and comma-separated; the
-- applicant's own stays 'full'. A reader's 'withheld' copy withheld every category: it is
-- 'granted:'.
ALTER TABLE application_pdfs DROP CONSTRAINT application_pdfs_audience_check;
UPDATE application_pdfs SET audience = 'granted:' WHERE audience = 'withheld';
ALTER TABLE application_pdfs ADD CONSTRAINT application_pdfs_audience_check
  CHECK (audience IN ('full', 'office')
    OR audience ~ '^granted:([a-z][a-z0-9_]*(,[a-z][a-z0-9_]*)*)?$');
