import { ConfirmCard } from '../features/auth/cards/ConfirmCard';

export function Component() {
  return <ConfirmCard />;
}
