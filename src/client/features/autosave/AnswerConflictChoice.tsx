import { entryPlaceOf } from '../../../engine/definitions/entry-places';
import { checkGroupLabelOf, questionLabelOf } from '../../../engine/definitions/question-labels';
import type { AnswerConflictProps } from '../../form/form-actions';
import { useT } from '../../i18n/use-t';
import { focusField } from '../../form/summary/focus-field';
import { keepMine, keepTheirs } from './conflict-choices';
import { useConflicts } from './conflicts';
import { choiceId } from './waiting-choice';
import './answer-conflict.css';

type Translate = ReturnType<typeof useT>;

/** One side's answer: a box's Yes or No, "(no answer)", or the text as the applicant reads it. */
function shown(value: string | boolean, printed: (value: string) => string, t: Translate): string {
  if (typeof value === 'boolean') return t(value ? 'conflict.checked' : 'conflict.unchecked');
  return value === '' ? t('conflict.noAnswer') : printed(value);
}

/**
 * A question in a repeated entry is named with its entry: "First name (Brother or sister 2)"; a
 * box of a check group with its group's question, as the box's own label alone says little.
 */
function titleOf(answerKey: string, label: string, t: Translate): string {
  const named = entryPlaceOf(answerKey) ? questionLabelOf(answerKey) : label;
  const group = checkGroupLabelOf(answerKey);
  return group === undefined ? named : t('conflict.box', { question: group, box: named });
}

/**
 * The choice at a question whose answer was changed on another device while this one typed
 * (issue 27): both answers side by side and two buttons; nothing is chosen for the applicant.
 * The question is announced as it appears; a choice returns focus to the field. Its code comes
 * with the first choice a page shows (answer-conflict-slot.tsx).
 */
export function AnswerConflictChoice({ answerKey, label, printed }: AnswerConflictProps) {
  const t = useT();
  const conflict = useConflicts((state) => state.conflicts[answerKey]);
  if (!conflict) return null;
  const titleId = `${answerKey}-conflict`;
  const choose = (keep: (key: string) => void) => () => {
    keep(answerKey);
    focusField(answerKey);
  };
  return (
    // Focusable by script: a move off the page, or Submit, leads the applicant here first.
    <div
      id={choiceId(answerKey)}
      className="answer-conflict"
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <p id={titleId} className="answer-conflict__title" role="alert">
        {t('conflict.question', { label: titleOf(answerKey, label, t) })}
      </p>
      <dl className="answer-conflict__answers">
        <div>
          <dt>{t('conflict.theirs')}</dt>
          <dd>{shown(conflict.theirs, printed, t)}</dd>
        </div>
        <div>
          <dt>{t('conflict.yours')}</dt>
          <dd>{shown(conflict.yours, printed, t)}</dd>
        </div>
      </dl>
      <div className="answer-conflict__actions">
        <button type="button" className="button button--secondary" onClick={choose(keepTheirs)}>
          {t('conflict.keepTheirs')}
        </button>
        <button type="button" className="button button--secondary" onClick={choose(keepMine)}>
          {t('conflict.keepMine')}
        </button>
      </div>
    </div>
  );
}
