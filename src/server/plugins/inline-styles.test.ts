import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stylesheetInliner } from './inline-styles';

describe('stylesheetInliner', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'admissions-styles-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'initial-1.css'), 'body{margin:0}');
  writeFileSync(join(clientDir, 'assets', 'odd-1.css'), 'a::after{content:"</style>"}');
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  const link = '<link rel="stylesheet" crossorigin href="/assets/initial-1.css">';
  const odd = '<link rel="stylesheet" crossorigin href="/assets/odd-1.css">';
  const lazy = '<link rel="stylesheet" href="/assets/lazy-1.css">';
  const template = `<head>${link}${odd}</head><body></body>`;
  const inline = stylesheetInliner(template, clientDir);

  it("writes index.html's stylesheets into the page, in their place", () => {
    expect(inline(`<head><title>x</title>${link}</head><body><p>Hi</p></body>`)).toBe(
      '<head><title>x</title><style>body{margin:0}</style></head><body><p>Hi</p></body>',
    );
  });

  it('keeps a sheet that could close the element early, and the links index.html does not have', () => {
    expect(inline(`<head>${odd}${lazy}</head>`)).toBe(`<head>${odd}${lazy}</head>`);
  });
});
