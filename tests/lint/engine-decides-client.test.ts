// Issue 28's "must show" on the client: its lint zone fails on a client file that counts against
// a repeater's maximum, reads 'ANSWERED' or walks definition nodes, and passes the engine reads.
// A view still draws its own node's children.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintZoneProbe } from './lint-zone-probe';

let problems: (code: string) => string[];
beforeAll(async () => {
  problems = await lintZoneProbe('src/client/form/renderer/Probe.tsx');
});

describe('the client engine-decides lint zone', () => {
  it.each([
    ['a cap by a repeater maximum', 'const max = Math.min(node.max, ADD_ANOTHER_MAX);'],
    ['the document literal', "const answered = useAnswer(key) === 'ANSWERED';"],
    ['a walk helper', 'forEachQuestion(tab.children, (q) => keys.push(q.key));'],
    ['an evaluated condition', 'const on = evaluateCondition(node.condition, answers);'],
  ])('fails on %s', (_name, code) => {
    expect(problems(code)).toHaveLength(1);
  });

  it('passes the control state, the engine constant and a view drawing its children', () => {
    expect(
      problems(
        [
          'const { count, canAdd } = useControl((c) => c.repeater(node), same);',
          'const answered = useAnswer(key) === DOCUMENT_ANSWERED;',
          'const list = nodesUnder(nodes);',
          'const view = <NodeList nodes={node.children} />;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
