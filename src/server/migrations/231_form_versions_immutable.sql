-- Issue 29: a published form version is immutable (applications submitted on it are shown with it
-- for good), so the database refuses to change or remove one, whoever asks.
CREATE FUNCTION form_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a published form version cannot be changed or removed';
END;
$$;

CREATE TRIGGER form_versions_no_change BEFORE UPDATE OR DELETE ON form_versions
  FOR EACH ROW EXECUTE FUNCTION form_versions_immutable();
CREATE TRIGGER form_versions_no_truncate BEFORE TRUNCATE ON form_versions
  FOR EACH STATEMENT EXECUTE FUNCTION form_versions_immutable();
