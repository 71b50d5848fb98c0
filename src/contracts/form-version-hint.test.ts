import { describe, expect, it } from 'vitest';
import { formVersionTag, readFormVersionHint, type HintElement } from './form-version-hint';

/** The attributes of a meta tag, as a browser's Element answers them. */
function element(tag: string): HintElement {
  const attributes = new Map(
    [...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
  return { getAttribute: (name: string) => attributes.get(name) ?? null };
}

describe('the form version hint', () => {
  it.each([
    { version: 1, bundled: true },
    { version: 42, bundled: false },
  ])('reads back what it wrote: %o', (hint) => {
    expect(formVersionTag(hint)).toMatch(/^<meta name="form-version" /);
    expect(readFormVersionHint(element(formVersionTag(hint)))).toEqual(hint);
  });

  it.each([
    ['no tag', null],
    ['no version', element('<meta name="form-version" data-bundled="true" />')],
    ['version 0', element('<meta name="form-version" content="0" data-bundled="true" />')],
    ['a version that is not a number', element('<meta content="two" data-bundled="true" />')],
    ['no bundled flag', element('<meta name="form-version" content="2" />')],
    ['a bundled flag that is not true or false', element('<meta content="2" data-bundled="1" />')],
  ])('is no hint with %s', (_case, meta) => {
    expect(readFormVersionHint(meta)).toBeUndefined();
  });
});
