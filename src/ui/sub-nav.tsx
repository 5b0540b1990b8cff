import { useId, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { MenuButton, MenuButtonItem } from './menu-button';
import { NavLinks, type NavLinkItem } from './nav-links';
import './sub-nav.css';

/** A child page of a section: its last path segment and its menu label. */
export interface SubNavSection {
  slug: string;
  label: string;
}

/** A section's child pages as menu links: '/documents' and 'compliance' give /documents/compliance. */
export const subNavItems = (path: string, sections: readonly SubNavSection[]): NavLinkItem[] =>
  sections.map(({ slug, label }) => ({ href: `${path}/${slug}`, label }));

export interface SubNavLayoutProps {
  /** Accessible name of the navigation, e.g. 'Documents'. */
  label: string;
  items: readonly NavLinkItem[];
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
        <NavLinks
          items={items}
          listClassName="ch-subnav__list"
          linkClassName="ch-subnav__link"
          isCurrent={(item) => item === current}
        />
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
