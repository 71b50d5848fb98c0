import { SignupCard } from '../features/auth/cards/SignupCard';

export function Component() {
  return <SignupCard />;
}
