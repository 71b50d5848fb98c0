import { paths } from '../../app/paths';
import { useSessionStore } from '../../stores/session';
import { CarryAnswersLink } from '../../components/CarryAnswersLink';
import { greetingFor } from './greeting';
import { useGreetingName } from './use-greeting-name';

/** The header banner by state (spec sections 1 and 4). */
export function GreetingBanner() {
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
              {greeting.name ? `Thank you, ${greeting.name}!` : 'Thank you!'}
            </p>
            <p className="greeting__text">
              Your application has been submitted. We will be in touch about the next steps.
            </p>
          </>
        )}
        {greeting.kind === 'first-login' && (
          <>
            <p id="greeting-title" className="greeting__title">
              {"You're in!"}
            </p>
            <p className="greeting__text">
              Your account is ready. Fill in the three steps below and save as you go.
            </p>
          </>
        )}
        {greeting.kind === 'welcome-back' && (
          <>
            <p id="greeting-title" className="greeting__title">
              Welcome back!
            </p>
            <p className="greeting__text">Pick up your application where you left off.</p>
          </>
        )}
        {greeting.kind === 'hello' && (
          <>
            <p id="greeting-title" className="greeting__title">
              Hello!
            </p>
            <p className="greeting__text">
              Already started an application?{' '}
              <CarryAnswersLink to={paths.login}>Log in</CarryAnswersLink> to continue it. New here?{' '}
              <CarryAnswersLink to={paths.signup}>Create an account</CarryAnswersLink> to save your
              answers.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
