import { useT } from '../../i18n/use-t';
import { useState } from 'react';
import { describedBy } from './FieldErrors';
import { errorIdOf, FieldShell } from './FieldShell';
import { PasswordChecklist } from './PasswordChecklist';

interface PasswordForm<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<string, readonly string[]>>;
  change(field: F, value: string): void;
}

interface Props<F extends string> {
  /** The account form this field edits, and which of its fields. */
  form: PasswordForm<F>;
  field: F;
  label: string;
  /**
   * The toggle's names, written per field in each language: composed from the label they
   * read wrong in Spanish ("Mostrar confirme la contraseña").
   */
  toggleLabels: { show: string; hide: string };
  autoComplete: 'current-password' | 'new-password';
  /** Shows the live requirements checklist under the input. */
  checklist?: boolean;
}

/** A password input with a show/hide toggle and, for new passwords, the checklist. */
export function PasswordField<F extends string>({
  form,
  field,
  label,
  toggleLabels,
  autoComplete,
  checklist = false,
}: Props<F>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const id = field;
  const value = form.values[field];
  const errors = form.errors[field];
  const errorId = errorIdOf(id, errors);
  const checklistId = checklist ? `${id}-checklist` : undefined;
  return (
    <FieldShell id={id} label={label} errors={errors}>
      <div className="password">
        <input
          id={id}
          name={id}
          className="field__input password__input"
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={errorId !== undefined || undefined}
          aria-describedby={describedBy(errorId, checklistId)}
          onChange={(event) => form.change(field, event.target.value)}
        />
        <button
          type="button"
          className="password__toggle"
          aria-controls={id}
          aria-label={visible ? toggleLabels.hide : toggleLabels.show}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? 'password.hide' : 'password.show')}
        </button>
      </div>
      {checklist && <PasswordChecklist id={`${id}-checklist`} password={value} />}
    </FieldShell>
  );
}
