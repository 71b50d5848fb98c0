import type { PlacedProblem } from './place-problem';

interface Props {
  files: readonly string[];
  current: string;
  problems: readonly PlacedProblem[] | null;
  onChoose(file: string): void;
}

/** The draft's files; the chosen one is open in the editor, each says how many problems it has. */
export function FileList({ files, current, problems, onChoose }: Props) {
  return (
    <nav aria-labelledby="files-heading" className="forms-files">
      <h2 id="files-heading">Files</h2>
      <ul>
        {files.map((file) => {
          const count = problems?.filter((p) => p.file === file).length ?? 0;
          return (
            <li key={file}>
              <button
                type="button"
                className="link-button"
                aria-current={file === current || undefined}
                onClick={() => onChoose(file)}
              >
                {file}
                {count > 0 && ` (${count} ${count === 1 ? 'problem' : 'problems'})`}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
