// What publishing a draft would do to the stored applications: the draft judged against the live
// version by the engine's draftImpact, every application streamed from the database in pages of
// rows. The staff route, forms:impact and its bench share it.
import { draftImpact, type Answers, type LintProblem, type ViewState } from '../../engine/index';
import type { Queryable, QueryResult } from '../db/database';
import { formBundle } from './form-bundle';
import type { FormFiles } from './form-files';
import { ImpactCollector, type ImpactReport } from './impact-collector';

const PAGE_ROWS = 2000;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export type Measured = { ok: true; report: ImpactReport } | { ok: false; problems: LintProblem[] };

interface Row {
  id: string;
  username: string;
  submitted: boolean;
  data: Answers;
  tabs: Record<string, string> | null;
  add_another: Record<string, number> | null;
}

/** Problems when either set cannot be judged; otherwise the report. */
export async function measureImpact(
  db: Queryable,
  live: FormFiles,
  draft: FormFiles,
  now: Date,
): Promise<Measured> {
  const was = formBundle(live);
  const will = formBundle(draft);
  if ('problems' in will) return { ok: false, problems: will.problems };
  if ('problems' in was) return { ok: false, problems: was.problems };
  let collector: ImpactCollector;
  try {
    collector = new ImpactCollector(draftImpact(was.bundle, will.bundle, now));
  } catch (error) {
    const message = `the definitions do not load (${(error as Error).message}); lint them first`;
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
  return { ok: true, report: collector.result() };
}
