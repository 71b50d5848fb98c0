import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { pages, PAGE_IDS, type PageId } from '../../../engine';
import { useAnswersStore } from '../../stores/answers';
import { parseSampleAnswers } from './sample-answers';

interface Props {
  pageId: PageId;
  showEvery: boolean;
  onShowEvery(on: boolean): void;
  validating: boolean;
  onValidate(on: boolean): void;
}

/**
 * The preview's own controls: the page, every condition open, sample answers, validation
 * (PreviewPage puts them in a bar above the page or at the top of the staff workspace's page).
 */
export function PreviewControls({ pageId, showEvery, onShowEvery, validating, onValidate }: Props) {
  // The draft's preview (?draft) stays the draft's from page to page.
  const { search } = useLocation();
  const ofDraft = new URLSearchParams(search).has('draft');
  const [text, setText] = useState('{}');
  const [problems, setProblems] = useState<string[]>([]);
  const id = useId();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sample = parseSampleAnswers(text);
    setProblems(sample.problems ?? []);
    if (sample.answers) useAnswersStore.getState().load(sample.answers);
  };
  return (
    <>
      <p className="preview-bar__title">
        {ofDraft ? 'Staff preview of the draft' : 'Staff preview'}: answers stay in this page and
        are never saved.
      </p>
      <nav aria-label="Preview a page">
        <ul className="preview-bar__pages">
          {PAGE_IDS.map((other) => (
            <li key={other}>
              <Link
                to={`/staff/preview/${other}${search}`}
                aria-current={other === pageId ? 'page' : undefined}
              >
                {pages[other].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="checkboxes__item">
        <input
          id={`${id}-every`}
          className="checkboxes__input"
          type="checkbox"
          checked={showEvery}
          onChange={(event) => onShowEvery(event.target.checked)}
        />
        <label className="checkboxes__label" htmlFor={`${id}-every`}>
          Show every conditional section
        </label>
      </div>
      <details className="preview-bar__sample">
        <summary>Sample answers</summary>
        <form onSubmit={apply} noValidate>
          <label className="field__label" htmlFor={`${id}-sample`}>
            Answers as JSON (answer key to value); they replace the answers on the page
          </label>
          <textarea
            id={`${id}-sample`}
            className="field__input"
            rows={4}
            value={text}
            aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {problems.length > 0 && (
            <ul id={`${id}-problems`} className="field__errors">
              {problems.map((problem) => (
                <li key={problem} className="field__error">
                  {problem}
                </li>
              ))}
            </ul>
          )}
          <div className="button-group">
            <button type="submit" className="button button--secondary">
              Use these answers
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => useAnswersStore.getState().load({})}
            >
              Clear all answers
            </button>
          </div>
        </form>
      </details>
      <div className="button-group">
        <button type="button" className="button" onClick={() => onValidate(!validating)}>
          {validating ? 'Stop validating' : 'Validate as an applicant'}
        </button>
      </div>
    </>
  );
}
