import { ResetCard } from '../features/auth/cards/ResetCard';

export function Component() {
  return <ResetCard />;
}
