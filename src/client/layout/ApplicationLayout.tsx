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
 * page alone: no header, navigation, popover or footer.
 */
export function ApplicationLayout({ withSteps = true }: Props) {
  const isServiceUser = useSessionStore((state) => state.is_service_user);
  if (isServiceUser) {
    return <MainOutlet className="main main--print" />;
  }
  return (
    <>
      <Header />
      {withSteps && <StepChrome />}
      <MainOutlet />
      <Footer />
    </>
  );
}
