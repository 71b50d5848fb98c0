// What the browser build imports of forms/ and schemas/: the same data, without editors' notes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerEnum, answerKeys, answerValueType, BUNDLE_FILES } from '../src/engine/index';
import { browserJson } from './browser-json';

const ROOT = resolve(import.meta.dirname, '..');
const file = (name: string) => resolve(ROOT, name);
const answersSchema = file(BUNDLE_FILES.answersSchema);
const read = (name: string) => JSON.parse(readFileSync(file(name), 'utf8')) as unknown;
const sent = (name: string) => JSON.parse(browserJson(file(name), ROOT)) as unknown;

describe('browserJson', () => {
  it('keeps every answer key with its type and allowed values, and drops the descriptions', () => {
    const model = sent(BUNDLE_FILES.answersSchema) as {
      properties: Record<string, { type: string; enum?: string[]; description?: string }>;
    };
    expect(Object.keys(model.properties)).toEqual(answerKeys());
    for (const key of answerKeys()) {
      const property = model.properties[key];
      expect(property?.type === 'boolean' ? 'boolean' : 'string').toBe(answerValueType(key));
      expect(property?.enum).toEqual(answerEnum(key));
      expect(property?.description).toBeUndefined();
    }
    expect(browserJson(answersSchema, ROOT).length).toBeLessThan(
      readFileSync(answersSchema, 'utf8').length / 2,
    );
  });

  it("drops $schema and $comment at any depth and keeps the rest, the site's description too", () => {
    const withoutNotes = (name: string) =>
      JSON.parse(readFileSync(file(name), 'utf8'), (key, value: unknown) =>
        key === '$schema' || key === '$comment' ? undefined : value,
      ) as unknown;
    const files = [BUNDLE_FILES.site, BUNDLE_FILES.options.lists, ...BUNDLE_FILES.pages];
    for (const name of files) expect(sent(name)).toEqual(withoutNotes(name));
    expect(JSON.stringify(read(BUNDLE_FILES.site))).toContain('"$comment"');
    expect(JSON.stringify(sent(BUNDLE_FILES.site))).not.toContain('"$comment"');
    expect(sent(BUNDLE_FILES.site)).toHaveProperty('description');
  });

  it('sends the page schemas empty: the browser validates with the code generated from them', () => {
    for (const name of BUNDLE_FILES.pageSchemas) expect(sent(name)).toEqual({});
  });
});
