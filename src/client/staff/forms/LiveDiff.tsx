import { useMemo } from 'react';
import { lineDiff, type DiffLine } from './line-diff';

const WORDS: Record<DiffLine['kind'], string> = {
  same: '',
  removed: 'Removed',
  added: 'Added',
};

/** The chosen file, live against the draft, as a table of changed lines. */
export function LiveDiff({ file, live, draft }: { file: string; live?: string; draft: string }) {
  const hunks = useMemo(() => (live === undefined ? [] : lineDiff(live, draft)), [live, draft]);
  return (
    <section aria-labelledby="diff-heading">
      <h2 id="diff-heading">Changes against live</h2>
      {live === undefined ? (
        <p>{file} is not in the live version: all of it is new.</p>
      ) : hunks.length === 0 ? (
        <p data-testid="forms-diff">{file} is the same as in the live version.</p>
      ) : (
        <table className="staff-table forms-diff" data-testid="forms-diff">
          <caption>Lines of {file} that the draft changes</caption>
          <thead>
            <tr>
              <th scope="col">Live line</th>
              <th scope="col">Draft line</th>
              <th scope="col">Change</th>
              <th scope="col">Text</th>
            </tr>
          </thead>
          {hunks.map((hunk, h) => (
            <tbody key={h}>
              {hunk.map((line, i) => (
                <tr key={i} className={`forms-diff__${line.kind}`}>
                  <td>{line.live}</td>
                  <td>{line.draft}</td>
                  <td>{WORDS[line.kind]}</td>
                  <td>
                    <code>{line.text}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </section>
  );
}
