// @vitest-environment jsdom
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { JSONCompletion, JSONHover, jsonSchema, jsonSchemaLinter } from 'codemirror-json-schema';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaForFile } from './schema-for-file';

/** Every file the draft editor opens (the draft holds forms/ and schemas/), as text. */
const TEXTS = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../../{forms,schemas}/**/*.json', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), text]),
);
const FILES = Object.keys(TEXTS);

const views: EditorView[] = [];
afterEach(() => views.splice(0).forEach((view) => view.destroy()));

/** The file in an editor set up as JsonEditor sets it up. */
const open = (text: string, schema: object): EditorView => {
  const view = new EditorView({
    state: EditorState.create({ doc: text, extensions: [jsonSchema(schema)] }),
  });
  views.push(view);
  return view;
};

const complete = (editor: EditorView, pos: number): CompletionResult => {
  // Parsed whole however busy the machine (the default budget is 50 ms).
  ensureSyntaxTree(editor.state, editor.state.doc.length, 10_000);
  const result = new JSONCompletion({}).doComplete(new CompletionContext(editor.state, pos, true));
  return Array.isArray(result) ? { from: pos, options: [] } : result;
};

describe('schemaForFile in the schema extension', () => {
  it('gives a schema to the pages, review, site, lists and translations', () => {
    expect(FILES.filter((file) => schemaForFile(file))).toHaveLength(7);
  });

  it.each(FILES.filter((file) => schemaForFile(file)))(
    '%s is checked, completed and hovered without throwing',
    async (file) => {
      const text = TEXTS[file]!;
      const editor = open(text, schemaForFile(file)!);
      expect(jsonSchemaLinter()(editor)).toEqual([]);
      const inside = text.indexOf('"', 1) + 1;
      expect(() => complete(editor, inside)).not.toThrow();
      await new JSONHover().doHover(editor, inside, 1);
    },
  );

  it('still checks and completes site.json checklist items, whose "id" the library misread', () => {
    const text = TEXTS['forms/site.json']!;
    const broken = text.replace('"id": "resident_card"', '"id": 7');
    const editor = open(broken, schemaForFile('forms/site.json')!);
    const found = jsonSchemaLinter()(editor);
    expect(found.map((problem) => problem.message)).toEqual([
      'Expected `string` but received `number`',
    ]);
    const typing = text.replace('"checklist": [', '"checklist": [\n    { "id": "x", "sat" },');
    const inItem = typing.indexOf('"sat') + '"sat'.length;
    const offered = complete(open(typing, schemaForFile('forms/site.json')!), inItem);
    expect(offered.options.map((option) => option.label)).toContain('satisfiedBy');
  });
});
