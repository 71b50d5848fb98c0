import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../app/paths';
import { showUnexpectedError } from '../../components/unexpected-error-store';
import { logout } from '../../features/session/logout';
import { useSessionStore } from '../../stores/session';
import { CarryAnswersLink } from '../../components/CarryAnswersLink';
import { useT } from '../../i18n/use-t';

/**
 * The account popover of spec section 2, titled "Account": Sign In and Create Account (carrying
 * the answers) for a visitor, the username and Log Out once logged in. Hidden for service users.
 */
export function AccountPopover() {
  const t = useT();
  const isLoggedIn = useSessionStore((state) => state.is_logged_in);
  const username = useSessionStore((state) => state.username);
  const isServiceUser = useSessionStore((state) => state.is_service_user);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (isServiceUser) return null;

  async function onLogout() {
    setBusy(true);
    try {
      setOpen(false);
      await logout('user');
    } catch (error) {
      showUnexpectedError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg className="account__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
        {t('account.title')}
      </button>
      <div
        id={panelId}
        className="account__panel"
        hidden={!open}
        role="group"
        aria-label={t('account.title')}
      >
        <p className="account__title" aria-hidden="true">
          {t('account.title')}
        </p>
        {isLoggedIn ? (
          <>
            <p className="account__user">
              <span className="account__user-label">{t('account.loggedInAs')}</span>{' '}
              <strong>{username}</strong>
            </p>
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={busy}
              onClick={() => void onLogout()}
            >
              {t('account.logOut')}
            </button>
          </>
        ) : (
          <ul className="account__links">
            <li>
              <CarryAnswersLink
                to={paths.login}
                className="button button--block"
                onNavigate={() => setOpen(false)}
              >
                {t('account.signIn')}
              </CarryAnswersLink>
            </li>
            <li>
              <CarryAnswersLink
                to={paths.signup}
                className="button button--secondary button--block"
                onNavigate={() => setOpen(false)}
              >
                {t('account.createAccount')}
              </CarryAnswersLink>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
