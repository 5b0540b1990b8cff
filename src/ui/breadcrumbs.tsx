import { Link } from 'wouter';
import './breadcrumbs.css';

export interface BreadcrumbsProps {
  /** The pages above this one, outermost first. */
  trail: readonly { label: string; href: string }[];
  /** This page's name, the last crumb (not a link). */
  current: string;
}

/** Where a page sits under its section, with links back up (/guides under the Business Hub). */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  return (
    <nav className="ch-breadcrumbs" aria-label="Breadcrumb">
      <ol className="ch-breadcrumbs__list">
        {trail.map((crumb) => (
          <li key={crumb.href} className="ch-breadcrumbs__item">
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li className="ch-breadcrumbs__item" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
