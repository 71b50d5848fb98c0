// forms:impact's work without the process around it: reads a draft definition set from a folder,
// judges it against the definitions the applications were answered on (the engine's own), and
// streams every stored application from the database in pages of rows through the judgement.
// The CLI, its tests and the bench share it.
import {
  draftImpact,
  engineBundle,
  parseDefinitions,
  type Answers,
  type LintProblem,
  type ViewState,
} from '../../src/engine/index';
import type { Queryable, QueryResult } from '../../src/server/db/database';
import { definitionsVersion } from '../../src/server/definitions/definitions-version';
import { readDefinitionTexts } from '../../src/server/definitions/definition-texts';
import { ImpactCollector, type ImpactReport } from './impact-report';

const PAGE_ROWS = 2000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export type Measured =
  { ok: true; version: string; report: ImpactReport } | { ok: false; problems: LintProblem[] };

interface Row {
  id: string;
  username: string;
  submitted: boolean;
  data: Answers;
  tabs: Record<string, string> | null;
  add_another: Record<string, number> | null;
}

/** Problems when the folder's definitions cannot be read; otherwise the report. */
export async function measureImpact(db: Queryable, root: string, now: Date): Promise<Measured> {
  const { bundle, problems } = parseDefinitions(readDefinitionTexts(root));
  if (!bundle) return { ok: false, problems };
  let collector: ImpactCollector;
  try {
    collector = new ImpactCollector(draftImpact(engineBundle(), bundle, now));
  } catch (error) {
    const message = `the definitions do not load (${(error as Error).message}); run npm run lint:forms`;
    return { ok: false, problems: [{ file: 'forms', pointer: '', message }] };
  }
  // Keyset pages: memory stays flat however many applications there are. Both sides of the join
  // start after the last id, or PostgreSQL's merge join reads applicants from the first each
  // page. The next page is asked for before this one is judged, so the two overlap.
  const page = (after: string) =>
    db.query<Row>(
      `SELECT p.id, p.username, p.submitted_at IS NOT NULL AS submitted, a.data,
              (SELECT jsonb_object_agg(t.tab_id, t.chosen_tab) FROM tabs t
                WHERE t.applicant_id = p.id) AS tabs,
              (SELECT jsonb_object_agg(n.button_id, n.num_components) FROM add_another n
                WHERE n.applicant_id = p.id) AS add_another
       FROM answers a JOIN applicants p ON p.id = a.applicant_id
       WHERE a.applicant_id > $1 AND p.id > $1 ORDER BY a.applicant_id LIMIT ${PAGE_ROWS}`,
      [after],
    );
  let next: Promise<QueryResult<Row>> | undefined = page(FIRST_ID);
  while (next) {
    const { rows }: QueryResult<Row> = await next;
    const last = rows.at(-1);
    next = last && rows.length === PAGE_ROWS ? page(last.id) : undefined;
    for (const { id, username, submitted, data, tabs, add_another } of rows) {
      const view: ViewState = { tabs: tabs ?? {}, addAnother: add_another ?? {} };
      collector.add({ id, username, submitted, answers: data, view });
    }
  }
  return { ok: true, version: definitionsVersion(root), report: collector.result() };
}
