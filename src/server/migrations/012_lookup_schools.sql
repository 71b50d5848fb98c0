-- Schools for the college_ceeb and hs_ceeb autocompletes, imported from the institution's CSV
-- (npm run lookup:import). `sample` marks the bundled sample rows, which an import replaces.
CREATE TABLE lookup_schools (
  category text NOT NULL CHECK (category IN ('college_ceeb', 'hs_ceeb')),
  ceeb text NOT NULL,
  name text NOT NULL,
  address_line_1 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  sample boolean NOT NULL DEFAULT false,
  PRIMARY KEY (category, ceeb)
);
CREATE INDEX lookup_schools_name ON lookup_schools (category, lower(name));
