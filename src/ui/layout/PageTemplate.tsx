import type { ReactNode } from 'react';
import { contactPhone, product } from '../../../config/product';
import { screenReaderMessages } from '../../validation/messages';
import { PhoneLink } from '../feedback/errors';
import { ContactHoursList } from './ContactHours';

export interface PageTemplateProps {
  children: ReactNode;
  /** Navigation for the header: pass a <nav aria-label="..."> element. */
  nav?: ReactNode;
  /** Where the product name links; default the portal's base path. */
  homeHref?: string;
  /** The instant for the footer's 'Open now'. */
  now?: Date;
  /** Shown first in main, such as an unsupported-browser banner. */
  notices?: ReactNode;
  /** Shown in the footer after the contact details, such as the notice that visits are recorded. */
  footerNotes?: ReactNode;
  /** The whole window's width for the content (the support console, which shows a customer's whole screen). */
  wide?: boolean;
}

/** Page frame: skip link, header with product name and nav, the one <main id="main">, footer with contact hours. */
export function PageTemplate({ children, nav, homeHref = product.basePath, now, notices, footerNotes, wide = false }: PageTemplateProps) {
  return (
    <div className={wide ? 'page page--wide' : 'page'}>
      <a className="skip-link" href="#main">
        {screenReaderMessages.skipToMain}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="site-header__brand" href={homeHref}>
            {product.name}
          </a>
          {nav && <div className="site-header__nav">{nav}</div>}
        </div>
      </header>
      <main id="main" className="page__main" tabIndex={-1}>
        {notices && <div className="page__notices">{notices}</div>}
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <h2 className="site-footer__heading">Contact us</h2>
          <p className="site-footer__phone">
            Call <PhoneLink phone={contactPhone} />
          </p>
          <ContactHoursList now={now} />
          {footerNotes}
          <p className="site-footer__legal">© {product.name}</p>
        </div>
      </footer>
    </div>
  );
}
