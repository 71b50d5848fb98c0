import { useT } from '../../i18n/use-t';
import type { ReactNode } from 'react';
import type { QuestionNode } from '../../../engine';
import type { FieldState } from './use-field';

interface FieldShellProps {
  question: QuestionNode;
  field: FieldState;
  /** fieldset for radio groups and check groups (the label becomes the legend). */
  as?: 'div' | 'fieldset';
  /** The id the label points at; defaults to the answer key (the input's id). */
  labelFor?: string;
  /** Checkboxes draw their own label beside the box. */
  hideLabel?: boolean;
  children: ReactNode;
}

export function RequiredMarker() {
  const t = useT();
  return (
    <span className="field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden">{t('field.requiredMark')}</span>
    </span>
  );
}

export function FieldHint({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="field__hint">
      {text}
    </p>
  );
}

export function FieldErrors({ field }: { field: FieldState }) {
  const t = useT();
  if (!field.invalid || !field.errors) return null;
  return (
    <p id={field.errorId} className="field__error">
      {field.errors.map((message) => (
        <span key={message} className="field__error-line">
          <span className="visually-hidden">{t('field.errorPrefix')}</span>
          {message}
        </span>
      ))}
    </p>
  );
}

/** Label, hint and inline messages around one widget; the widget wires aria-describedby. */
export function FieldShell({
  question,
  field,
  as = 'div',
  labelFor,
  hideLabel = false,
  children,
}: FieldShellProps) {
  const className = `field${field.invalid ? ' field--error' : ''}`;
  const label = hideLabel ? null : as === 'fieldset' ? (
    <legend className="field__label">
      {question.label}
      {question.required && <RequiredMarker />}
    </legend>
  ) : (
    <label className="field__label" htmlFor={labelFor ?? question.key}>
      {question.label}
      {question.required && <RequiredMarker />}
    </label>
  );
  const body = (
    <>
      {label}
      <FieldHint id={field.hintId} text={question.hint} />
      <FieldErrors field={field} />
      {children}
    </>
  );
  if (as === 'fieldset') {
    return (
      <fieldset className={`${className} field--group`} aria-describedby={field.describedBy}>
        {body}
      </fieldset>
    );
  }
  return <div className={className}>{body}</div>;
}
