-- Decision letters in the applicant's language (issues 32 and 33): `letter` stays the English
-- letter staff read; `applicant_letters` holds the letter merged in every language an applicant
-- may read ({"en": "…", "es": "…"}), so the status page shows the one of the account's language
-- at the time it is read, even after a switch between the decision and its release. Decisions
-- recorded before this have none, and show `letter`.
ALTER TABLE decisions ADD COLUMN applicant_letters jsonb NOT NULL DEFAULT '{}';
