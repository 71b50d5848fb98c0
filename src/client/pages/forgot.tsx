import { ForgotCard } from '../features/auth/cards/ForgotCard';

export function Component() {
  return <ForgotCard />;
}
