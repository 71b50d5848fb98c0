import { describe, expect, it } from 'vitest';
import { filesOf, textsOf } from './draft-texts';

describe('textsOf and filesOf', () => {
  it('print each file as 2-space JSON and read them back', () => {
    const files = {
      'forms/site.json': { name: 'U', phones: [1] },
      'forms/options/months.json': [],
    };
    const texts = textsOf(files);
    expect(texts['forms/site.json']).toBe('{\n  "name": "U",\n  "phones": [\n    1\n  ]\n}\n');
    expect(filesOf(texts)).toEqual({ files });
  });

  it('name every file that is not JSON, and give no files then', () => {
    expect(filesOf({ 'a.json': '{', 'b.json': '[]', 'c.json': '' })).toEqual({
      unparsed: ['a.json', 'c.json'],
    });
  });
});
