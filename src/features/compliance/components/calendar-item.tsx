import type { ReactNode } from 'react';
import { Titled, titledSection } from '../../../ui/titled';
import '../../../ui/card-header.css';

/*
 * The calendar page's sections and entries, one shape for all: state deadlines, Charter's
 * renewals and licence renewals read alike.
 */

/** A part of the calendar page under its own heading. */
export const CalendarSection = titledSection(
  'ch-compliance__section',
  'ch-compliance__section-title',
  2,
);

/** One entry of the calendar page: a card named by what falls due, a badge beside it. */
export function CalendarItem({
  title,
  beside,
  children,
}: {
  title: string;
  beside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Titled
      as="li"
      className="ch-deadline"
      heading={{ text: title, level: 3, className: 'ch-card-header__title' }}
      header={{ className: 'ch-card-header', beside }}
    >
      {children}
    </Titled>
  );
}
