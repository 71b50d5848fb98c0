// `npm run bench:forms-impact`: the impact judgement (measureImpact, as the staff route and the CLI run it) on
// PostgreSQL with 100,000 applications (BENCH_IMPACT_ROWS to change), in a schema made and
// dropped here, against a draft that removes an option and a question, requires a question of
// everyone and changes a condition. Prints the seconds (target < 5) and the changes by reason,
// and the time to write the staff route's reply (its response schema, as Fastify writes it).
// Needs DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastJson, { type Schema } from 'fast-json-stringify';
import { formImpactReply } from '../../src/contracts/forms';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { measureImpact } from '../../src/server/forms/measure-impact';
import type { FormFiles } from '../../src/server/forms/form-files';
import { readFormFiles } from '../../src/server/forms/repository-files';

const ROWS = Number(process.env.BENCH_IMPACT_ROWS ?? 100_000);
const project = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:forms-impact needs DATABASE_URL (PostgreSQL).');
  process.exit(2);
}

/** Rewrites one JSON file of the draft in place. */
function rewrite(root: string, file: string, change: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(join(root, file), JSON.stringify(json));
}

type Node = Record<string, unknown>;

/** The page's nodes without preferred_name, with the international phone outside Canada too. */
function editNodes(nodes: Node[]): Node[] {
  return nodes
    .filter((node) => node.key !== 'preferred_name')
    .map((node) => {
      const edited: Node = { ...node };
      if (node.id === 'international_phone')
        edited.condition = { notIn: [{ var: 'country' }, ['', 'USA', 'CAN']] };
      if (Array.isArray(node.children)) edited.children = editNodes(node.children as Node[]);
      return edited;
    });
}

/** forms/ and schemas/ with four edits, one per reason forms:impact gives. */
function draftFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'bench-impact-'));
  for (const folder of ['forms', 'schemas'])
    cpSync(join(project, folder), join(root, folder), { recursive: true });
  rewrite(root, 'forms/options/lists.json', (lists) => {
    lists.prefixes = (lists.prefixes as { value: string }[]).filter((o) => o.value !== 'MS');
  });
  rewrite(root, 'schemas/pages/about.schema.json', (schema) => {
    (schema.properties as Record<string, unknown>).middle_name = { minLength: 1 };
  });
  rewrite(root, 'forms/about.json', (page) => {
    page.nodes = editNodes(page.nodes as Node[]);
  });
  return root;
}

function filesOf(root: string): FormFiles {
  const read = readFormFiles(root);
  if ('problems' in read) throw new Error(`${root}: ${read.problems[0]?.message}`);
  return read.files;
}

const schema = `bench_impact_${randomBytes(4).toString('hex')}`;
const db = await openPostgres(url, schema, 2);
const draft = draftFolder();
const seconds = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e9;

try {
  await migrate(db);
  let started = process.hrtime.bigint();
  // A third submitted; prefixes, countries and citizenship vary, and every application has
  // its own names and a dozen free-text answers, as real ones do.
  await db.query(
    `INSERT INTO applicants (id, username, password_hash, created_at, submitted_at)
     SELECT md5('impact' || g)::uuid, 'applicant' || g || '@example.edu', 'x',
            timestamptz '2026-01-01', CASE WHEN g % 3 = 0 THEN timestamptz '2026-06-01' END
       FROM generate_series(1, $1) AS g`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO answers (applicant_id, data, updated_at)
     SELECT md5('impact' || g)::uuid,
            jsonb_build_object(
              'prefix', (ARRAY['MS', 'MR', 'DR', ''])[1 + g % 4],
              'first_name', 'First' || g, 'last_name', 'Last' || g,
              'preferred_name', CASE WHEN g % 2 = 0 THEN 'Pref' || g ELSE '' END,
              'middle_name', CASE WHEN g % 5 = 0 THEN 'M' ELSE '' END,
              'country', (ARRAY['USA', 'CAN', 'MEX', 'GBR', 'IND'])[1 + g % 5],
              'phone_international', CASE WHEN g % 5 > 0 THEN '+1 555 01' || g % 100 ELSE '' END,
              'citizenship_type', (ARRAY['C', 'R', 'N'])[1 + g % 3],
              'address_line_1', g || ' Main Street', 'city', 'City ' || g % 997,
              'legacy_ind', (ARRAY['Y', 'N', ''])[1 + g % 3],
              'hs_country', (ARRAY['USA', 'CAN', 'GBR'])[1 + g % 3],
              'conviction', 'N', 'suspended', (ARRAY['N', 'Y'])[1 + g % 2],
              'suspended_comment', CASE WHEN g % 2 = 1 THEN 'Comment ' || g ELSE '' END,
              'signature', 'First' || g || ' Last' || g),
            timestamptz '2026-01-01'
       FROM generate_series(1, $1) AS g`,
    [ROWS],
  );
  await db.query(
    `INSERT INTO add_another (applicant_id, button_id, num_components)
     SELECT md5('impact' || g)::uuid, 'high_school', 2 FROM generate_series(1, $1, 5) AS g`,
    [ROWS],
  );
  // Settled tables, as a live database's are: the first read of fresh rows would write them.
  await db.exec('VACUUM ANALYZE');
  console.log(
    `${ROWS} applications inserted in ${seconds(started).toFixed(1)} s (schema ${schema})`,
  );

  const live = filesOf(project);
  // The staff route's reply is written by Fastify with its response schema: timed the same way.
  // (The contract's schema is a readonly literal; the compiler takes it as a plain schema.)
  const serialize = fastJson(formImpactReply as unknown as Schema);
  for (const [name, root] of [
    ['the live definitions', project],
    ['a draft with one change per reason', draft],
  ] as const) {
    started = process.hrtime.bigint();
    const measured = await measureImpact(db, live, filesOf(root), new Date());
    const took = seconds(started);
    if (!measured.ok) throw new Error(`${root}: ${measured.problems[0]?.message}`);
    const reasons = new Map<string, number>();
    for (const { changes } of measured.report.applications)
      for (const { why } of changes) reasons.set(why, (reasons.get(why) ?? 0) + 1);
    const byReason = [...reasons].map(([why, n]) => `${why} ${n}`).join(', ') || 'none';
    console.log(
      `${name}: ${took.toFixed(2)} s (target < 5) for ${ROWS} applications, ` +
        `${measured.report.applications.length} affected; changes: ${byReason}`,
    );
    started = process.hrtime.bigint();
    const reply = serialize({ applications: measured.report.applications });
    const written = seconds(started);
    console.log(
      `  the staff route's reply written: ${written.toFixed(2)} s, ` +
        `${(Buffer.byteLength(reply) / 1e6).toFixed(1)} MB; judgement and reply ${(took + written).toFixed(2)} s`,
    );
  }
} finally {
  rmSync(draft, { recursive: true, force: true });
  await db.query(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
}
