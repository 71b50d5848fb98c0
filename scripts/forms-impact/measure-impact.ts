// forms:impact's work without the process around it: reads a definition set from a folder and
// every stored application from the database, in pages of rows, and counts what the set no
// longer offers. The CLI and its tests share it.
import {
  definitionOffer,
  parseDefinitions,
  resolveDefinition,
  type Answers,
  type LintProblem,
  type SiteConfig,
} from '../../src/engine/index';
import type { Queryable } from '../../src/server/db/database';
import { definitionsVersion } from '../../src/server/definitions/definitions-version';
import { readDefinitionTexts } from '../../src/server/definitions/definition-texts';
import { ImpactCounter, type ImpactReport } from './count-impact';

const PAGE_ROWS = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export type Measured =
  { ok: true; version: string; report: ImpactReport } | { ok: false; problems: LintProblem[] };

interface Row {
  applicant_id: string;
  data: Answers;
  submitted: boolean;
}

/** Problems when the folder's definitions cannot be read; otherwise the report. */
export async function measureImpact(db: Queryable, root: string, now: Date): Promise<Measured> {
  const { bundle, problems } = parseDefinitions(readDefinitionTexts(root));
  if (!bundle) return { ok: false, problems };
  let counter: ImpactCounter;
  try {
    const site = bundle.site.data as SiteConfig;
    const offer = definitionOffer({
      pages: bundle.pages.map((page) => resolveDefinition(page.data, site)),
      options: {
        countries: bundle.options.countries.data,
        stateAndProvince: bundle.options.stateAndProvince.data,
        months: bundle.options.months.data,
        lists: bundle.options.lists.data,
      },
    });
    counter = new ImpactCounter(offer, now);
  } catch (error) {
    const message = `the definitions do not load (${(error as Error).message}); run npm run lint:forms`;
    return { ok: false, problems: [{ file: 'forms', pointer: '', message }] };
  }
  // Keyset pages: memory stays flat however many applications there are.
  let after = FIRST_ID;
  for (;;) {
    const { rows } = await db.query<Row>(
      `SELECT a.applicant_id, a.data, p.submitted_at IS NOT NULL AS submitted
       FROM answers a JOIN applicants p ON p.id = a.applicant_id
       WHERE a.applicant_id > $1 ORDER BY a.applicant_id LIMIT ${PAGE_ROWS}`,
      [after],
    );
    for (const row of rows) counter.add({ answers: row.data, submitted: row.submitted });
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_ROWS) break;
    after = last.applicant_id;
  }
  return { ok: true, version: definitionsVersion(root), report: counter.report() };
}
