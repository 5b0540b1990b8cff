import type { KeyboardEvent } from 'react';
import { Link } from 'wouter';

export interface NavLinkItem {
  href: string;
  label: string;
}

export interface NavLinksProps<Item extends NavLinkItem> {
  items: readonly Item[];
  listClassName: string;
  linkClassName: string;
  /** Whether a link is the page shown, which it then says (`aria-current="page"`). */
  isCurrent: (item: Item) => boolean;
  /** What following or leaving a link does besides (closing the drawer it stands in). */
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A navigation's list of links, the one of the page shown marked as current. */
export function NavLinks<Item extends NavLinkItem>({
  items,
  listClassName,
  linkClassName,
  isCurrent,
  onClick,
  onKeyDown,
}: NavLinksProps<Item>) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className={linkClassName}
            aria-current={isCurrent(item) ? 'page' : undefined}
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
