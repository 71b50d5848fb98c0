import { useState } from 'react';
import { site } from '../../app/site';
import { HelpModal } from './HelpModal';
import { PrivacyModal } from './PrivacyModal';
import './footer.css';

/** The footer: the institution's postal address and the Help and Privacy modals. */
export function Footer() {
  const [modal, setModal] = useState<'help' | 'privacy' | null>(null);
  const { address } = site;
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
        <ul className="site-footer__links">
          <li>
            <button type="button" className="site-footer__button" onClick={() => setModal('help')}>
              Help
            </button>
          </li>
          <li>
            <button
              type="button"
              className="site-footer__button"
              onClick={() => setModal('privacy')}
            >
              Privacy
            </button>
          </li>
        </ul>
      </div>
      <HelpModal open={modal === 'help'} onClose={() => setModal(null)} />
      <PrivacyModal open={modal === 'privacy'} onClose={() => setModal(null)} />
    </footer>
  );
}
