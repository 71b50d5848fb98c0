// npm run bench:engine: how long the engine takes for what the client does on every
// validation and every keystroke. Prints median and p95 in milliseconds.
// Target (issue 3): validateApplication under 0.5 ms median for a fully answered application.
import {
  PAGE_IDS,
  evaluateCondition,
  pages,
  validateApplication,
  validatePage,
  type Answers,
  type Condition,
  type FormNode,
} from '../../src/engine/index';
import { childLists } from '../../src/engine/definitions/walk';
import { completeApplication } from '../../src/engine/fixtures/complete-application';

const NOW = new Date('2025-06-15T12:00:00Z');
const WARMUP = 500;
const RUNS = 5000;

function measure(fn: () => unknown): { median: number; p95: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

function conditionsOf(nodes: readonly FormNode[], out: Condition[] = []): Condition[] {
  for (const node of nodes) {
    if (node.kind === 'conditional') out.push(node.condition);
    if (node.kind === 'conditionGroup') out.push(...node.branches.map((b) => b.condition));
    if (node.kind === 'question' && node.condition) out.push(node.condition);
    for (const list of childLists(node)) conditionsOf(list, out);
  }
  return out;
}

const answers: Answers = completeApplication();
const rows: [string, { median: number; p95: number }][] = [];
for (const pageId of PAGE_IDS) {
  rows.push([`validatePage ${pageId}`, measure(() => validatePage(pageId, answers, NOW))]);
}
rows.push([
  'validateApplication (fully answered)',
  measure(() => validateApplication(answers, NOW)),
]);
rows.push(['validateApplication (empty)', measure(() => validateApplication({}, NOW))]);
for (const pageId of PAGE_IDS) {
  const conditions = conditionsOf(pages[pageId].nodes);
  rows.push([
    `every condition of ${pageId} (${conditions.length})`,
    measure(() => conditions.forEach((c) => evaluateCondition(c, answers))),
  ]);
}

const errors = validateApplication(answers, NOW);
if (Object.keys(errors).length > 0)
  throw new Error(`fixture is not valid: ${JSON.stringify(errors)}`);
console.log(`engine benchmark, ${RUNS} runs after ${WARMUP} warm-up runs, Node ${process.version}`);
console.log('case'.padEnd(44), 'median ms'.padStart(10), 'p95 ms'.padStart(10));
for (const [name, { median, p95 }] of rows) {
  console.log(name.padEnd(44), median.toFixed(4).padStart(10), p95.toFixed(4).padStart(10));
}
const app = rows.find(([name]) => name.startsWith('validateApplication (fully'))?.[1];
if (app)
  console.log(
    `target validateApplication < 0.5 ms median: ${app.median < 0.5 ? 'met' : 'NOT met'}`,
  );
