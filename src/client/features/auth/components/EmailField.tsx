import { useT } from '../../../i18n/use-t';
import { TextField } from '../../../components/fields/TextField';

interface UsernameForm {
  values: { username: string };
  errors: Partial<Record<string, readonly string[]>>;
  change(field: 'username', value: string): void;
}

/** The e-mail address every account card asks for; it is the username (spec section 3). */
export function EmailField({
  form,
  autoComplete = 'email',
}: {
  form: UsernameForm;
  autoComplete?: 'email' | 'username';
}) {
  const t = useT();
  return (
    <TextField
      id="username"
      label={t('field.email')}
      type="email"
      autoComplete={autoComplete}
      value={form.values.username}
      onChange={(value) => form.change('username', value)}
      errors={form.errors.username}
    />
  );
}
