-- Issue 29: the live version a draft was started from. A version published meanwhile (forms:publish,
-- a rollback) would be undone silently by publishing the draft over it; the first attempt is
-- refused with both versions named, and the draft is then counted as started from the new one.
-- NULL: a draft saved before this column existed, whose start is unknown.
ALTER TABLE form_draft ADD COLUMN based_on integer;
