// The bench's split of a built file's gzip size among the modules its source map names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from '@jridgewell/sourcemap-codec';
import { afterAll, expect, it } from 'vitest';
import { gzipKb, moduleBreakdown } from './bundle-breakdown';

const dir = mkdtempSync(join(tmpdir(), 'bundle-breakdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('shares the gzip size among the mapped modules (packages whole), the rest as unmapped', () => {
  const big = `var a=${JSON.stringify(
    'x'
      .repeat(3000)
      .split('')
      .map((_, i) => i),
  )};`;
  const small = 'var b=1;';
  const glue = 'export{a,b};';
  const file = join(dir, 'chunk.js');
  writeFileSync(file, `${big}${small}\n${glue}`);
  writeFileSync(
    `${file}.map`,
    JSON.stringify({
      version: 3,
      sources: ['../../../node_modules/@scope/pkg/dist/index.js', '../../../src/client/b.ts'],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [big.length, 1, 0, 0],
        ],
        [[0]],
      ]),
    }),
  );
  const shares = moduleBreakdown(file);
  expect([...shares.keys()].sort()).toEqual([
    '(unmapped: JSON and glue)',
    '@scope/pkg',
    'src/client/b.ts',
  ]);
  const total = [...shares.values()].reduce((sum, kb) => sum + kb, 0);
  expect(total).toBeCloseTo(gzipKb(file), 6);
  expect(shares.get('@scope/pkg')).toBeGreaterThan(shares.get('src/client/b.ts') ?? Infinity);
});

it('gives nothing for a file without a source map', () => {
  const file = join(dir, 'style.css');
  writeFileSync(file, 'a{color:red}');
  expect(moduleBreakdown(file).size).toBe(0);
});
