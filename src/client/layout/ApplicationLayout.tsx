import { useLanguageState } from '../i18n/language-store';
import { useSessionStore } from '../stores/session';
import { StepChrome } from '../form/StepChrome';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { MainOutlet } from './MainOutlet';

interface Props {
  /** The three-step navigation and error summary (not on /completion). */
  withSteps?: boolean;
}

/**
 * Spec section 2, application page layout: header, step navigation and error summary
 * (StepChrome, from the application pages), the page in <main>, footer. Service users see the
 * page alone: no header, navigation, popover or footer. A language switch draws the page again
 * from the definitions in the new language (the answers stay in their store).
 */
export function ApplicationLayout({ withSteps = true }: Props) {
  const isServiceUser = useSessionStore((state) => state.is_service_user);
  const language = useLanguageState((state) => state.language);
  if (isServiceUser) {
    return <MainOutlet className="main main--print" />;
  }
  return (
    <>
      <Header />
      {withSteps && <StepChrome />}
      <MainOutlet key={language} />
      <Footer />
    </>
  );
}
