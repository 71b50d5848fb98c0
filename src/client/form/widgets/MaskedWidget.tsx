import { useAnswer } from '../../stores/answers';
import { readAnswers, writeAnswer } from './answer-writes';
import { FieldShell } from './FieldShell';
import { useLazyMask } from './use-lazy-mask';
import { useField } from './use-field';
import { stringValue, type WidgetProps } from './widget-props';

/** The display formats of spec section 9; whether a value is valid is the page schema's call. */
const MASKS = {
  phone: {
    mask: '(000) 000-0000',
    placeholder: '(303) 555-0100',
    inputMode: 'tel',
    autoComplete: 'tel',
  },
  ssn: {
    mask: '000-00-0000',
    placeholder: '123-45-6789',
    inputMode: 'numeric',
    autoComplete: 'off',
  },
} as const;

/**
 * Phone (3-3-4 digits) and SSN (3-2-4) inputs that format while typing (imask, loaded when
 * the input is first focused: use-lazy-mask.ts).
 */
export function MaskedWidget({ question }: WidgetProps) {
  const { key } = question;
  const value = stringValue(useAnswer(key));
  const field = useField(key, Boolean(question.hint));
  const format = question.widget === 'ssn' ? MASKS.ssn : MASKS.phone;
  const masked = useLazyMask(format.mask, value, (next) => {
    if (next !== stringValue(readAnswers()[key])) writeAnswer(key, next);
  });
  return (
    <FieldShell question={question} field={field}>
      <input
        {...masked}
        id={key}
        name={key}
        type={question.widget === 'ssn' ? 'text' : 'tel'}
        className="input input--w20"
        inputMode={format.inputMode}
        autoComplete={question.autofill ?? format.autoComplete}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        aria-required={question.required || undefined}
      />
    </FieldShell>
  );
}
