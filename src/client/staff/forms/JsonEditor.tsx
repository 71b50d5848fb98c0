import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { disableErrorLogging } from 'best-effort-json-parser';
import { basicSetup } from 'codemirror';
import { jsonSchema } from 'codemirror-json-schema';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { PlacedProblem } from './place-problem';
import { projectLint, setProjectProblems } from './project-lint';
import { schemaForFile } from './schema-for-file';

// The schema extension reads half-typed JSON with this parser, which reports every unfinished
// text on the console; half-typed is what an editor holds, and the editor marks it already.
disableErrorLogging();

/** A place to move the cursor to; a new object each time, so the same place can be asked twice. */
export interface EditorTarget {
  line: number;
  column: number;
}

interface Props {
  file: string;
  text: string;
  problems: readonly PlacedProblem[];
  readOnly: boolean;
  target: EditorTarget | undefined;
  onChange(text: string): void;
}

/**
 * One definition file in CodeMirror 6: JSON with completion, hover and checks from the file's
 * schema, and the project's lint problems inline. Mounted per file (key it by file name).
 */
export function JsonEditor({ file, text, problems, readOnly, target, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const changed = useEffectEvent((next: string) => onChange(next));

  useEffect(() => {
    const schema = schemaForFile(file);
    const editor = new EditorView({
      parent: host.current ?? undefined,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          schema ? jsonSchema(schema) : [json(), linter(jsonParseLinter())],
          projectLint,
          EditorState.readOnly.of(readOnly),
          // An explicit tab stop: axe finds the scroller's content focusable only by its tabindex.
          EditorView.contentAttributes.of({ 'aria-label': `Contents of ${file}`, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once per file; text changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, readOnly]);

  // A whole-file change from outside (a question added) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    view.current?.dispatch({ effects: setProjectProblems.of(problems) });
  }, [problems]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !target) return;
    const line = editor.state.doc.line(Math.min(Math.max(target.line, 1), editor.state.doc.lines));
    const at = Math.min(line.from + target.column - 1, line.to);
    editor.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    editor.focus();
  }, [target]);

  return <div ref={host} className="forms-code" data-testid="forms-editor" />;
}
