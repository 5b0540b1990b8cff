import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClassName } from '../../ui/button-class';
import { NavLinks } from '../../ui/nav-links';
import { ToastProvider } from '../../ui/toast';
import { Wordmark } from '../../ui/wordmark';
import { DASHBOARD_NAV, isNavItemCurrent } from './dashboard-nav';
import { AccountMenu } from './account-menu';
import { SkipLink } from '../../ui/skip-link';
import './dashboard-layout.css';

const NAV_ID = 'ch-primary-nav';

/**
 * The signed-in shell: header (logo, account menu), primary navigation — a sidebar on wide
 * screens, a collapsible drawer behind a Menu button below 48em — and the main landmark.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeNav = () => setNavOpen(false);
  // Escape on one of the open drawer's links closes it and gives focus back to its toggle.
  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && navOpen) {
      closeNav();
      toggleRef.current?.focus();
    }
  };

  // Toasts belong to the signed-in screens (dashboard §8): their code stays off registration.
  return (
    <ToastProvider>
      <div className="ch-dash">
        <SkipLink />
        <header className="ch-dash__header">
          <button
            ref={toggleRef}
            type="button"
            className={buttonClassName('ghost', 'ch-dash__nav-toggle')}
            aria-expanded={navOpen}
            aria-controls={NAV_ID}
            onClick={() => setNavOpen((open) => !open)}
          >
            <svg className="ch-dash__nav-icon" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
            </svg>
            Menu
          </button>
          <Link to="/dashboard" className="ch-dash__brand" aria-label="Charter, go to dashboard">
            <Wordmark />
          </Link>
          <AccountMenu />
        </header>
        <div className="ch-dash__body">
          <nav
            id={NAV_ID}
            aria-label="Main"
            className={navOpen ? 'ch-dash__nav is-open' : 'ch-dash__nav'}
          >
            <NavLinks
              items={DASHBOARD_NAV}
              listClassName="ch-dash__nav-list"
              linkClassName="ch-dash__nav-link"
              isCurrent={(item) => isNavItemCurrent(item, location)}
              onClick={closeNav}
              onKeyDown={onNavKeyDown}
            />
          </nav>
          <main id="main" tabIndex={-1} className="ch-dash__main">
            {children}
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}
