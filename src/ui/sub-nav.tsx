import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { MenuButton, MenuButtonItem } from './menu-button';
import './sub-nav.css';

export interface SubNavItem {
  href: string;
  label: string;
}

export interface SubNavLayoutProps {
  /** Accessible name of the navigation, e.g. 'Documents'. */
  label: string;
  items: readonly SubNavItem[];
  children: ReactNode;
}

/**
 * A section's child pages: a left menu on wide screens and a dropdown on narrow ones
 * (spec: documents "Left menu (a dropdown on narrow screens)"), with the current child's
 * label as the content heading. CSS shows exactly one of the two menus.
 */
export function SubNavLayout({ label, items, children }: SubNavLayoutProps) {
  const [location] = useLocation();
  const headingId = useId();
  const current = items.find((item) => item.href === location);
  return (
    <div className="ch-subnav-layout">
      <nav className="ch-subnav__wide" aria-label={label}>
        <ul className="ch-subnav__list">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="ch-subnav__link"
                aria-current={item === current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ch-subnav__dropdown">
        <MenuButton
          label={current?.label ?? label}
          aria-label={`${label}: ${current?.label ?? 'choose a page'}`}
          placement="bottom start"
        >
          {items.map((item) => (
            <MenuButtonItem key={item.href} id={item.href} href={item.href}>
              {item.label}
            </MenuButtonItem>
          ))}
        </MenuButton>
      </div>
      <section className="ch-subnav__content" aria-labelledby={current ? headingId : undefined}>
        {current ? (
          <h2 id={headingId} className="ch-subnav__heading">
            {current.label}
          </h2>
        ) : null}
        {children}
      </section>
    </div>
  );
}
