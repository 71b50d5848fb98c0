import { hasAnyAnswer, useAnswersStore } from '../../../stores/answers';

interface Props {
  children: string;
}

/** Tells a visitor that the answers typed so far are not lost by signing up or logging in. */
export function CarriedAnswersNote({ children }: Props) {
  const carrying = useAnswersStore((state) => hasAnyAnswer(state.answers));
  if (!carrying) return null;
  return (
    <p className="auth-card__carried" data-testid="carried-answers-note">
      {children}
    </p>
  );
}
