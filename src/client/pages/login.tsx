import { LoginCard } from '../features/auth/cards/LoginCard';

export function Component() {
  return <LoginCard />;
}
