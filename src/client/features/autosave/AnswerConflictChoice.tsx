import { printLines, type QuestionNode } from '../../../engine';
import { useLanguageState } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';
import { useAnswersStore } from '../../stores/answers';
import { focusField } from '../../form/summary/focus-field';
import { keepMine, keepTheirs } from './autosave';
import { useConflicts } from './conflicts';
import './answer-conflict.css';

/**
 * One side's answer as the applicant reads it: a box Yes or No, a code as its option's label, a
 * date in their language's order (the print model's rules, with the other answers as they are).
 */
function useShown(question: QuestionNode) {
  const t = useT();
  const language = useLanguageState((state) => state.language);
  return (value: string | boolean): string => {
    if (typeof value === 'boolean') return t(value ? 'conflict.checked' : 'conflict.unchecked');
    if (value === '') return t('conflict.noAnswer');
    const answers = { ...useAnswersStore.getState().answers, [question.key]: value };
    return printLines(question, answers, '', language)[0] || value;
  };
}

/**
 * The choice at a question whose answer was changed on another device while this one typed
 * (issue 27): both answers side by side and two buttons; nothing is chosen for the applicant.
 * The question is announced as it appears; a choice returns focus to the field.
 */
export function AnswerConflictChoice({ question }: { question: QuestionNode }) {
  const t = useT();
  const shown = useShown(question);
  const { key: answerKey, label } = question;
  const conflict = useConflicts((state) => state.conflicts[answerKey]);
  if (!conflict) return null;
  const titleId = `${answerKey}-conflict`;
  const choose = (keep: (key: string) => void) => () => {
    keep(answerKey);
    focusField(answerKey);
  };
  return (
    <div className="answer-conflict" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="answer-conflict__title" role="alert">
        {t('conflict.question', { label })}
      </p>
      <dl className="answer-conflict__answers">
        <div>
          <dt>{t('conflict.theirs')}</dt>
          <dd>{shown(conflict.theirs)}</dd>
        </div>
        <div>
          <dt>{t('conflict.yours')}</dt>
          <dd>{shown(conflict.yours)}</dd>
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
