// Issue 28's "must show": the lint zone that keeps the engine's decisions in the engine fails on
// a server file that counts against a repeater's maximum, reads 'ANSWERED' or walks definition
// nodes, and passes the same work done through the engine.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintZoneProbe } from './lint-zone-probe';

let problems: (code: string) => string[];
beforeAll(async () => {
  problems = await lintZoneProbe('src/server/routes/api/probe.ts');
});

describe('the engine-decides lint zone', () => {
  it.each([
    ['a comparison with a repeater maximum', 'if (n > repeater.max) throw new Error();'],
    ['a cap by a repeater maximum', 'const shown = Math.min(count, node.max) - 1;'],
    ['the document literal', "const attached = answers[key] === 'ANSWERED';"],
    ['a walk helper', 'forEachQuestion(page.nodes, (q) => keys.push(q.key));'],
    ['a node lookup', 'const r = findNode(nodes, isRepeater);'],
    ['a child list', 'for (const child of node.children) visit(child);'],
    ['an evaluated condition', 'const on = evaluateCondition(node.condition, answers);'],
  ])('fails on %s', (_name, code) => {
    expect(problems(code)).toHaveLength(1);
  });

  it('passes the engine read instead, and leaves Math.max alone', () => {
    expect(
      problems(
        [
          "if (entryCountProblem(repeater, n) === 'too-many') throw new Error();",
          'const count = countAfterRemoval(repeater, stored);',
          'const attached = documentAttached(answers, key, held);',
          'const wait = Math.max(0, due - now);',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
