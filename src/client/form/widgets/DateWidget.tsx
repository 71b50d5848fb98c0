import { useState } from 'react';
import {
  dateExample,
  isoToTypedDate,
  retypedDate,
  typedDateProblem,
  typedDateToIso,
} from '../../../engine';
import { useLanguageState } from '../../i18n/language-store';
import { useT } from '../../i18n/use-t';
import { useAnswer } from '../../stores/answers';
import { readAnswers, writeAnswer } from './answer-writes';
import { FieldShell } from './FieldShell';
import { useLazyMask } from './use-lazy-mask';
import { useField } from './use-field';
import { stringValue, type WidgetProps } from './widget-props';

/**
 * A date typed in the applicant's language's order: MM/DD/YYYY in English, DD/MM/AAAA in Spanish
 * (issue 32). Only a real, complete date is stored (as yyyy-MM-dd, in every language); while the
 * text is incomplete or impossible (02/30) the answer is empty, as spec section 5 asks, and an
 * impossible date says so beside the field instead of vanishing (issue 14), alone: the
 * "required" message of the empty answer it leaves stays in the summary (issue 30).
 */
export function DateWidget({ question }: WidgetProps) {
  const t = useT();
  const language = useLanguageState((state) => state.language);
  const { key } = question;
  const stored = stringValue(useAnswer(key));
  const ownField = useField(key, Boolean(question.hint));
  const [text, setText] = useState(() => isoToTypedDate(stored, language));
  const [seen, setSeen] = useState({ stored, language });
  if (seen.language !== language || seen.stored !== stored) {
    setSeen({ stored, language });
    // A language switch: the text in the new order, so it names the same day (and the answer
    // stays as it is); an answer changed from outside (hiding cleared it, a reload loaded it)
    // shows instead of the text.
    const retyped = retypedDate(text, seen.language, language);
    setText(
      typedDateToIso(retyped, language) === stored ? retyped : isoToTypedDate(stored, language),
    );
  }
  const masked = useLazyMask('00/00/0000', text, (next) => {
    setText(next);
    const iso = typedDateToIso(next, language);
    setSeen({ stored: iso, language });
    if (iso !== stringValue(readAnswers()[key])) writeAnswer(key, iso);
  });
  const formatId = `${key}__format`;
  const problemId = `${key}__date-error`;
  const problem = typedDateProblem(text, language);
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
        {t('field.dateFormat', { example: dateExample(language) })}
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
