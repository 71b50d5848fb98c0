// forms:impact's counting, with no database or files: each stored application judged against
// what a definition set offers (the engine's definitionOffer), counted per answer key and per
// option value, split by whether the application was submitted.
import type { Answers, DefinitionOffer } from '../../src/engine/index';

export interface StoredApplication {
  answers: Answers;
  submitted: boolean;
}

export interface Counts {
  saved: number;
  submitted: number;
}

export interface ImpactReport {
  applications: Counts;
  /** Applications with at least one key or value below. */
  affected: Counts;
  /** Answer keys in use that no page asks for any more. */
  keys: ({ key: string } & Counts)[];
  /** Codes in use that their question no longer offers. */
  values: ({ key: string; value: string } & Counts)[];
}

const DESC = '_desc';

function bump(table: Map<string, Counts>, id: string, submitted: boolean): void {
  let counts = table.get(id);
  if (!counts) table.set(id, (counts = { saved: 0, submitted: 0 }));
  counts[submitted ? 'submitted' : 'saved'] += 1;
}

function used(value: unknown): value is string | true {
  return (typeof value === 'string' && value !== '') || value === true;
}

export class ImpactCounter {
  private readonly applications: Counts = { saved: 0, submitted: 0 };
  private readonly affected: Counts = { saved: 0, submitted: 0 };
  private readonly keys = new Map<string, Counts>();
  private readonly values = new Map<string, Counts>();

  constructor(
    private readonly offer: DefinitionOffer,
    private readonly now: Date,
  ) {}

  add({ answers, submitted }: StoredApplication): void {
    const status = submitted ? 'submitted' : 'saved';
    this.applications[status] += 1;
    let hit = false;
    for (const [key, value] of Object.entries(answers)) {
      if (!used(value)) continue;
      // A _desc follows its code: reported with it, never alone.
      if (key.endsWith(DESC) && Object.hasOwn(answers, key.slice(0, -DESC.length))) continue;
      if (!this.offer.keys.has(key)) {
        bump(this.keys, key, submitted);
        hit = true;
      } else if (
        typeof value === 'string' &&
        !this.offer.offersValue(key, value, answers, this.now)
      ) {
        bump(this.values, JSON.stringify([key, value]), submitted);
        hit = true;
      }
    }
    if (hit) this.affected[status] += 1;
  }

  report(): ImpactReport {
    const byName = <T extends { key: string }>(a: T, b: T) => a.key.localeCompare(b.key);
    return {
      applications: { ...this.applications },
      affected: { ...this.affected },
      keys: [...this.keys].map(([key, counts]) => ({ key, ...counts })).sort(byName),
      values: [...this.values]
        .map(([id, counts]) => {
          const [key = '', value = ''] = JSON.parse(id) as string[];
          return { key, value, ...counts };
        })
        .sort((a, b) => byName(a, b) || a.value.localeCompare(b.value)),
    };
  }
}
