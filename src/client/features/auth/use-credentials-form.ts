import type { Validate } from './auth-form-state';
import { useAuthForm } from './use-auth-form';

export type CredentialField = 'username' | 'password';
const ORDER: readonly CredentialField[] = ['username', 'password'];

/** The e-mail and password form of Log In and Sign Up, the address carried over when known. */
export function useCredentialsForm(
  username: string | undefined,
  validate: Validate<CredentialField>,
) {
  return useAuthForm<CredentialField>({
    initial: { username: username ?? '', password: '' },
    validate,
    order: ORDER,
  });
}
