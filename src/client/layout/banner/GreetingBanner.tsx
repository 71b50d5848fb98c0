import { useRichT } from '../../i18n/use-rich-t';
import { useT } from '../../i18n/use-t';
import { paths } from '../../app/paths';
import { useSessionStore } from '../../stores/session';
import { CarryAnswersLink } from '../../components/CarryAnswersLink';
import { greetingFor } from './greeting';
import { useGreetingName } from './use-greeting-name';

/** The header banner by state (spec sections 1 and 4). */
export function GreetingBanner() {
  const t = useT();
  const rich = useRichT();
  const is_logged_in = useSessionStore((state) => state.is_logged_in);
  const web_status = useSessionStore((state) => state.web_status);
  const has_changed_page = useSessionStore((state) => state.has_changed_page);
  const num_logins = useSessionStore((state) => state.num_logins);
  const name = useGreetingName(web_status === 'submitted');
  const greeting = greetingFor({ is_logged_in, web_status, has_changed_page, num_logins, name });
  if (!greeting) return null;

  return (
    <section
      className={`greeting greeting--${greeting.kind}`}
      aria-labelledby="greeting-title"
      data-testid="greeting-banner"
    >
      <div className="page-width greeting__inner">
        {greeting.kind === 'thanks' && (
          <>
            <p id="greeting-title" className="greeting__title">
              {greeting.name
                ? t('greeting.thanksName', { name: greeting.name })
                : t('greeting.thanks')}
            </p>
            <p className="greeting__text">{t('greeting.thanksText')}</p>
          </>
        )}
        {greeting.kind === 'first-login' && (
          <>
            <p id="greeting-title" className="greeting__title">
              {t('greeting.firstLogin')}
            </p>
            <p className="greeting__text">{t('greeting.firstLoginText')}</p>
          </>
        )}
        {greeting.kind === 'welcome-back' && (
          <>
            <p id="greeting-title" className="greeting__title">
              {t('greeting.welcomeBack')}
            </p>
            <p className="greeting__text">{t('greeting.welcomeBackText')}</p>
          </>
        )}
        {greeting.kind === 'hello' && (
          <>
            <p id="greeting-title" className="greeting__title">
              {t('greeting.hello')}
            </p>
            <p className="greeting__text">
              {rich('greeting.helloText', {
                login: (chunks) => <CarryAnswersLink to={paths.login}>{chunks}</CarryAnswersLink>,
                signup: (chunks) => <CarryAnswersLink to={paths.signup}>{chunks}</CarryAnswersLink>,
              })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
