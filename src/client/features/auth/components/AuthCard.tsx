import { type FormEvent, type ReactNode } from 'react';
import { usePageTitle } from '../../../app/use-page-title';
import { CarryAnswersLink } from '../../../components/CarryAnswersLink';
import { useT } from '../../../i18n/use-t';
import type { Card } from '../card-names';
import { SubmitButton } from './SubmitButton';
// The account pages' styles (the card and its page); the entry's stylesheet holds them too.
import '../../../layout/auth.css';

interface Props {
  /** Which card: its name is the heading and the page title; `{card}-card` its test id. */
  card: Card;
  intro?: ReactNode;
  notices?: ReactNode;
  children: ReactNode;
  onSubmit(): void;
  /** A request is running: Submit says so and does nothing more. */
  pending: boolean;
  /** Buttons after Submit (e.g. "Resend confirmation code?"). */
  extraActions?: ReactNode;
  footerQuestion: string;
  footerLinkText: string;
  footerTo: string;
}

/** The frame of the five account cards: heading, form, Submit, a footer question with a link. */
export function AuthCard({
  card,
  intro,
  notices,
  children,
  onSubmit,
  pending,
  extraActions,
  footerQuestion,
  footerLinkText,
  footerTo,
}: Props) {
  const t = useT();
  const title = t(`card.${card}`);
  usePageTitle(title);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onSubmit();
  }

  return (
    <section className="auth-card" aria-labelledby="auth-card-title" data-testid={`${card}-card`}>
      <h1 id="auth-card-title" className="auth-card__title">
        {title}
      </h1>
      {intro && <div className="auth-card__intro">{intro}</div>}
      {notices}
      <form className="auth-card__form" noValidate onSubmit={submit}>
        {children}
        <div className="auth-card__actions">
          <SubmitButton pending={pending} />
          {extraActions}
        </div>
      </form>
      <p className="auth-card__footer">
        {footerQuestion} <CarryAnswersLink to={footerTo}>{footerLinkText}</CarryAnswersLink>
      </p>
    </section>
  );
}
