-- Issue 29: the definitions as versioned data. A published version is immutable; one is live;
-- there is at most one draft. `files` maps a definition file's name ("forms/about.json") to its
-- data. json, not jsonb: jsonb reorders an object's keys, and the editor's line numbers, an
-- export back to files and whatever walks a schema's properties in order need them as written.
CREATE TABLE form_versions (
  version integer PRIMARY KEY CHECK (version > 0),
  files json NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  note text NOT NULL DEFAULT ''
);

-- One row: the live version. Every publish and draft save locks it, so they run one at a time.
CREATE TABLE form_live (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL REFERENCES form_versions (version)
);

-- Publishing empties `files` but keeps `revision`, so the next draft's revisions go on from it: an
-- editor still holding a revision of the published draft cannot match the new one's.
CREATE TABLE form_draft (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  revision integer NOT NULL CHECK (revision > 0),
  files json,
  updated_at timestamptz NOT NULL,
  updated_by text NOT NULL
);

-- The version an application's answers were last saved on and the one it was submitted on.
-- NULL (rows written before this migration, on the repository's definitions) reads as version 1.
ALTER TABLE answers ADD COLUMN form_version integer;
ALTER TABLE applicants ADD COLUMN submitted_form_version integer;
