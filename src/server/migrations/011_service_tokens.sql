-- Every use of a staff service token (spec section 6): which token, which application, when,
-- from where. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so the record of who
-- looked at an application cannot be edited through the application's own connection. There is
-- no foreign key on purpose: the record outlives the account it mentions.
CREATE TABLE service_token_uses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_id uuid NOT NULL,
  applicant_id uuid NOT NULL,
  route text NOT NULL,
  at timestamptz NOT NULL,
  address text NOT NULL
);
CREATE INDEX service_token_uses_applicant ON service_token_uses (applicant_id, at);

CREATE FUNCTION service_token_uses_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'service_token_uses is append-only';
END;
$$;

CREATE TRIGGER service_token_uses_no_change BEFORE UPDATE OR DELETE ON service_token_uses
  FOR EACH ROW EXECUTE FUNCTION service_token_uses_append_only();
CREATE TRIGGER service_token_uses_no_truncate BEFORE TRUNCATE ON service_token_uses
  FOR EACH STATEMENT EXECUTE FUNCTION service_token_uses_append_only();
