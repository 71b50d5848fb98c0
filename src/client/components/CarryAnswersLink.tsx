import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { hasAnyAnswer, useAnswersStore } from '../stores/answers';

interface Props {
  to: string;
  className?: string;
  children: ReactNode;
  onNavigate?(): void;
}

/**
 * A link to /login or /signup that carries the visitor's answers in navigation state (spec
 * section 2). The answers are read on click, so typing does not re-render the link.
 */
export function CarryAnswersLink({ to, className, children, onNavigate }: Props) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    const { answers } = useAnswersStore.getState();
    onNavigate?.();
    void navigate(to, { state: hasAnyAnswer(answers) ? { answers } : null });
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
