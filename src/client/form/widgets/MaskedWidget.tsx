import { IMaskInput } from 'react-imask';
import { useAnswer } from '../../stores/answers';
import { readAnswers, writeAnswer } from './answer-writes';
import { FieldShell } from './FieldShell';
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

/** Phone (3-3-4 digits) and SSN (3-2-4) inputs that format while typing (react-imask). */
export function MaskedWidget({ question }: WidgetProps) {
  const { key } = question;
  const value = stringValue(useAnswer(key));
  const field = useField(key, Boolean(question.hint));
  const format = question.widget === 'ssn' ? MASKS.ssn : MASKS.phone;
  return (
    <FieldShell question={question} field={field}>
      <IMaskInput
        id={key}
        name={key}
        type={question.widget === 'ssn' ? 'text' : 'tel'}
        className="input input--w20"
        mask={format.mask}
        value={value}
        inputMode={format.inputMode}
        autoComplete={format.autoComplete}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid || undefined}
        aria-required={question.required || undefined}
        // react-imask may keep the first onAccept it was given, so compare with the store, not
        // with this render's value.
        onAccept={(next: string) => {
          if (next !== stringValue(readAnswers()[key])) writeAnswer(key, next);
        }}
      />
    </FieldShell>
  );
}
