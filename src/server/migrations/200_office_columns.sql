-- Issue 33 at 100,000 applications (docs/performance.md, 2026-11-26, session 10): the office's
-- state of an application kept on its applicants row, so the dashboard's counts and the list's
-- checklist, queue and decision filters read one row instead of probing a hash of another table
-- per row and per condition. The source tables stay the record; these columns are copies that
-- only the triggers below write, in the transaction of the write to the source, recomputed from
-- the source rows each time, so no route can leave them out of step
-- (tests/api/office-columns.test.ts runs every writer and compares).

-- Checklist items staff marked received or waived (sorted ids); whether an item is in hand by
-- upload depends on the answers and the live form version, so the list still reads that there.
ALTER TABLE applicants ADD COLUMN checklist_marked text[] NOT NULL DEFAULT '{}';
-- The queue an admin moved the application to; NULL while unmoved (site.json's first queue).
ALTER TABLE applicants ADD COLUMN moved_to_queue text;
-- The decision recorded (released or not); NULL without one.
ALTER TABLE applicants ADD COLUMN decided text;

-- Their filters counted without reading the table, as before from the source tables' hashes: the
-- submitted (a queue, a decision among them) in the list's partial index, and the decision alone
-- (`none` is nearly every row) in its own.
DROP INDEX applicants_submitted_listed;
CREATE INDEX applicants_submitted_listed ON applicants (listed_at DESC, id DESC)
  INCLUDE (moved_to_queue, decided) WHERE submitted_at IS NOT NULL;
CREATE INDEX applicants_decided ON applicants (decided);

CREATE FUNCTION office_columns_refresh(applicant uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applicants SET
    checklist_marked = ARRAY(SELECT m.item_id FROM checklist_marks m
      WHERE m.applicant_id = applicant AND m.status IN ('received', 'waived') ORDER BY m.item_id),
    moved_to_queue = (SELECT q.queue_id FROM application_queues q WHERE q.applicant_id = applicant),
    decided = (SELECT d.decision FROM decisions d WHERE d.applicant_id = applicant)
  WHERE id = applicant;
END;
$$;

CREATE FUNCTION office_columns_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM office_columns_refresh(OLD.applicant_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.applicant_id <> OLD.applicant_id) THEN
    PERFORM office_columns_refresh(NEW.applicant_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER checklist_marks_office_columns AFTER INSERT OR UPDATE OR DELETE ON checklist_marks
  FOR EACH ROW EXECUTE FUNCTION office_columns_follow();
CREATE TRIGGER application_queues_office_columns AFTER INSERT OR UPDATE OR DELETE
  ON application_queues FOR EACH ROW EXECUTE FUNCTION office_columns_follow();
CREATE TRIGGER decisions_office_columns AFTER INSERT OR UPDATE OR DELETE ON decisions
  FOR EACH ROW EXECUTE FUNCTION office_columns_follow();

-- The rows written before this migration.
SELECT office_columns_refresh(applicant_id)
  FROM (SELECT applicant_id FROM checklist_marks UNION SELECT applicant_id FROM application_queues
        UNION SELECT applicant_id FROM decisions) written;
