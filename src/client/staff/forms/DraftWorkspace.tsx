import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FormDraft } from '../../../contracts/forms';
import { staffPaths } from '../staff-paths';
import { AddQuestionForm } from './AddQuestionForm';
import { FileList } from './FileList';
import { ImpactTable } from './ImpactTable';
import { JsonEditor, type EditorTarget } from './JsonEditor';
import { LiveDiff } from './LiveDiff';
import { placeProblem, type PlacedProblem } from './place-problem';
import { ProblemList } from './ProblemList';
import { PublishForm } from './PublishForm';
import { SaveStatus } from './SaveStatus';
import { useDraftEditing } from './use-draft-editing';

interface Props {
  draft: FormDraft;
  /** The live version's texts by file, for the diff; undefined while they load. */
  live: Readonly<Record<string, string>> | undefined;
  canEdit: boolean;
  onReload(): void;
}

/** The draft's files in an editor, its problems, its diff and impact, and (admins) publish. */
export function DraftWorkspace({ draft, live, canEdit, onReload }: Props) {
  const editing = useDraftEditing(draft);
  const files = Object.keys(editing.texts);
  const [file, setFile] = useState(files[0] ?? '');
  const [target, setTarget] = useState<EditorTarget>();
  const placed = useMemo(
    () => editing.problems?.map((p) => placeProblem(p, editing.texts[p.file])) ?? null,
    [editing.problems, editing.texts],
  );
  const text = editing.texts[file] ?? '';

  function open(problem: PlacedProblem) {
    setFile(problem.file);
    setTarget({ line: problem.line, column: problem.column });
  }

  return (
    <>
      <p>
        {canEdit
          ? 'Each change is saved to the draft and checked as you type; applicants see nothing of it until it is published.'
          : 'Only an administrator can change the draft; you can read it.'}{' '}
        <Link to={`${staffPaths.preview}/about?draft`}>Preview the saved draft</Link>
      </p>
      <SaveStatus editing={editing} onReload={onReload} />
      <div className="forms-workspace">
        <FileList files={files} current={file} problems={placed} onChoose={setFile} />
        <section aria-labelledby="editor-heading" className="forms-workspace__editor">
          <h2 id="editor-heading">{file}</h2>
          <JsonEditor
            key={file}
            file={file}
            text={text}
            problems={placed?.filter((p) => p.file === file) ?? []}
            readOnly={!canEdit || editing.state === 'conflict'}
            target={target}
            onChange={(next) => editing.edit(file, next)}
          />
        </section>
      </div>
      <ProblemList problems={placed} onOpen={open} />
      <LiveDiff file={file} live={live?.[file]} draft={text} />
      <ImpactTable />
      {canEdit && (
        <>
          <AddQuestionForm
            texts={editing.texts}
            onAdd={(changed, pageFile) => {
              editing.replaceFiles(changed);
              setFile(pageFile);
            }}
          />
          <PublishForm editing={editing} />
        </>
      )}
    </>
  );
}
