import { useT } from '../../i18n/use-t';
import { createElement, useState } from 'react';
import { HydrationGate } from '../../app/HydrationGate';
import { site } from '../../app/site';
import { onDemand } from '../../components/on-demand';
import { openOnDemand } from '../../components/modal/on-demand-dialog';
import './footer.css';

// Opened by a button: their code is fetched on the click, not with every page.
const dialogs = {
  help: onDemand(() => import('./HelpModal').then((module) => module.HelpModal)),
  privacy: onDemand(() => import('./PrivacyModal').then((module) => module.PrivacyModal)),
};
type Dialog = keyof typeof dialogs;

/** The footer: the institution's postal address and the Help and Privacy modals. */
export function Footer() {
  const t = useT();
  const [open, setOpen] = useState<Dialog | null>(null);
  const { address } = site;
  const show = (dialog: Dialog) => openOnDemand(dialogs[dialog], () => setOpen(dialog));
  return (
    <footer className="site-footer">
      <div className="page-width site-footer__inner">
        <address className="site-footer__address">
          <strong>{site.name}</strong>
          {address.line2 && <span>{address.line2}</span>}
          <span>{address.line1}</span>
          <span>
            {address.city}, {address.state} {address.zip}
          </span>
        </address>
        <HydrationGate>
          <ul className="site-footer__links">
            <li>
              <button type="button" className="site-footer__button" onClick={() => show('help')}>
                {t('footer.help')}
              </button>
            </li>
            <li>
              <button type="button" className="site-footer__button" onClick={() => show('privacy')}>
                {t('footer.privacy')}
              </button>
            </li>
          </ul>
        </HydrationGate>
      </div>
      {open && createElement(dialogs[open], { open: true, onClose: () => setOpen(null) })}
    </footer>
  );
}
