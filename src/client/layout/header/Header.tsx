import { Link } from 'react-router-dom';
import { SkipLink } from '../../components/SkipLink';
import { HydrationGate } from '../../app/HydrationGate';
import { defaultRoute } from '../../app/paths';
import { site } from '../../app/site';
import { AlertBanner } from '../banner/AlertBanner';
import { GreetingBanner } from '../banner/GreetingBanner';
import { useT } from '../../i18n/use-t';
import { AccountPopover } from './AccountPopover';
import { LanguageSwitch } from './LanguageSwitch';
import './header.css';

interface Props {
  /** The account popover (application pages; the auth cards link to each other instead). */
  showAccount?: boolean;
  /** The greeting banner by state (application pages). */
  showGreeting?: boolean;
}

/**
 * The site header: the institution, the language switch, the account popover, the alert and
 * greeting banners.
 */
export function Header({ showAccount = true, showGreeting = true }: Props) {
  const t = useT();
  return (
    <>
      <SkipLink />
      <header className="site-header">
        <div className="page-width site-header__bar">
          <Link to={defaultRoute()} className="site-header__brand">
            <span className="site-header__name">{site.name}</span>
            <span className="site-header__product">{t('header.product')}</span>
          </Link>
          <div className="site-header__tools">
            <LanguageSwitch />
            {showAccount && (
              <HydrationGate>
                <AccountPopover />
              </HydrationGate>
            )}
          </div>
        </div>
      </header>
      <AlertBanner />
      {showGreeting && <GreetingBanner />}
    </>
  );
}
