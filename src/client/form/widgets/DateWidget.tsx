import { useT } from '../../i18n/use-t';
import { useState } from 'react';
import { DATE_EXAMPLE } from '../../../engine/format/dates';
import { useAnswer } from '../../stores/answers';
import { readAnswers, writeAnswer } from './answer-writes';
import { FieldShell } from './FieldShell';
import { isoToTypedDate, typedDateProblem, typedDateToIso } from './date-text';
import { useLazyMask } from './use-lazy-mask';
import { useField } from './use-field';
import { stringValue, type WidgetProps } from './widget-props';

/**
 * A date typed as MM/DD/YYYY. Only a real, complete date is stored (as yyyy-MM-dd); while the
 * text is incomplete or impossible (02/30) the answer is empty, as spec section 5 asks, and an
 * impossible date says so beside the field instead of vanishing (issue 14), alone: the
 * "required" message of the empty answer it leaves stays in the summary (issue 30).
 */
export function DateWidget({ question }: WidgetProps) {
  const t = useT();
  const { key } = question;
  const stored = stringValue(useAnswer(key));
  const ownField = useField(key, Boolean(question.hint));
  const [text, setText] = useState(() => isoToTypedDate(stored));
  const [seen, setSeen] = useState(stored);
  // The answer changed from outside (hiding cleared it, a reload loaded it): show that instead.
  if (seen !== stored) {
    setSeen(stored);
    if (typedDateToIso(text) !== stored) setText(isoToTypedDate(stored));
  }
  const masked = useLazyMask('00/00/0000', text, (next) => {
    setText(next);
    const iso = typedDateToIso(next);
    setSeen(iso);
    if (iso !== stringValue(readAnswers()[key])) writeAnswer(key, iso);
  });
  const formatId = `${key}__format`;
  const problemId = `${key}__date-error`;
  const problem = typedDateProblem(text);
  const field = problem
    ? {
        ...ownField,
        errors: undefined,
        invalid: false,
        describedBy: question.hint ? ownField.hintId : undefined,
      }
    : ownField;
  const describedBy = [formatId, field.describedBy, problem ? problemId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldShell question={question} field={field}>
      <p id={formatId} className="field__hint field__hint--format">
        {t('field.dateFormat', { example: DATE_EXAMPLE })}
      </p>
      {problem && (
        <p id={problemId} className="field__error">
          <span className="field__error-line">
            <span className="visually-hidden">{t('field.errorPrefix')}</span>
            {problem}
          </span>
        </p>
      )}
      <input
        {...masked}
        id={key}
        name={key}
        type="text"
        className="input input--w12"
        inputMode="numeric"
        placeholder={t('field.datePlaceholder')}
        autoComplete={question.autofill}
        aria-describedby={describedBy}
        aria-invalid={field.invalid || Boolean(problem) || undefined}
        aria-required={question.required || undefined}
      />
    </FieldShell>
  );
}
