import { useT } from '../../i18n/use-t';
import { createElement, type MouseEvent, type ReactNode } from 'react';
import { fieldAnchor, questionTitle, type PrintItem } from '../../../engine';
import { useStateText } from '../progress/use-state-text';
import { useProgressStore } from '../stores/progress-store';

type Row = Exclude<PrintItem, { type: 'heading' }>;

interface Props {
  items: PrintItem[];
  /** With Change links (check your answers); without, the read-only submitted view. */
  onChange?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Headings of the print model: a page is an h2 under the view's h1, sections below it. */
const headingTag = (level: number) => `h${Math.min(level + 1, 5)}`;

function PageState({ page }: { page: string }) {
  const t = useT();
  const stateText = useStateText();
  const state = useProgressStore((s) => s.pages[page]);
  return state ? (
    <p className="answer-list__state">{t('review.status', { state: stateText(state) })}</p>
  ) : null;
}

function AnswerRow({ row, onChange }: { row: Row; onChange: Props['onChange'] }) {
  const t = useT();
  if (row.key === undefined) return null;
  const title = questionTitle(row.key);
  const label = row.type === 'field' ? row.label : (title?.label ?? '');
  const lines = row.type === 'field' ? row.lines : [row.text];
  return (
    <div className="answer-list__row">
      <dt className="answer-list__question">{label}</dt>
      <dd className="answer-list__answer">
        {lines.every((line) => line === '') ? (
          <span className="answer-list__empty">{t('review.notAnswered')}</span>
        ) : (
          lines.map((line, i) => <p key={i}>{line}</p>)
        )}
      </dd>
      {onChange && (
        <dd className="answer-list__action">
          <a href={`/${row.page}#${fieldAnchor(row.key)}`} onClick={onChange}>
            {t('review.change')}
            <span className="visually-hidden">
              {' '}
              {label}
              {title?.context ? ` (${title.context})` : ''}
            </span>
          </a>
        </dd>
      )}
    </div>
  );
}

/**
 * Every question the applicant sees, with its answer as the PDF prints it (the engine's print
 * model), grouped by page and section: the check-your-answers page and the submitted view.
 */
export function AnswerList({ items, onChange }: Props) {
  const out: ReactNode[] = [];
  let rows: Row[] = [];
  const flush = () => {
    if (rows.length === 0) return;
    const key = `rows-${out.length}`;
    out.push(
      <dl key={key} className="answer-list">
        {rows.map((row, i) => (
          <AnswerRow key={row.key ?? i} row={row} onChange={onChange} />
        ))}
      </dl>,
    );
    rows = [];
  };
  items.forEach((item, i) => {
    if (item.type === 'heading') {
      flush();
      out.push(
        createElement(
          headingTag(item.level),
          { key: `h-${i}`, className: 'answer-list__heading' },
          item.text,
        ),
      );
      if (item.level === 1 && onChange) out.push(<PageState key={`s-${i}`} page={item.page} />);
    } else if (item.type === 'line' && item.key === undefined) {
      flush();
      out.push(
        <p key={`p-${i}`} className="answer-list__statement">
          {item.text}
        </p>,
      );
    } else rows.push(item);
  });
  flush();
  return <div className="answer-lists">{out}</div>;
}
