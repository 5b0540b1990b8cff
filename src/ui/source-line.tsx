import { longCalendarDate } from '../domain/long-date';
import { linkHost, NewTabLink } from './new-tab-link';
import './source-line.css';

export interface SourceLineProps {
  url: string;
  /** ISO calendar date (YYYY-MM-DD). */
  date: string;
  /** How the date is named: a figure is verified, a volatile processing time observed. */
  dateLabel?: 'verified' | 'as observed on';
}

/**
 * Where a state figure comes from (DESIGN "Facts shown to owners"): the state's page, opening
 * in a new tab, and the day it was checked.
 */
export function SourceLine({ url, date, dateLabel = 'verified' }: SourceLineProps) {
  return (
    <span className="ch-source-line">
      Source: <NewTabLink href={url}>{linkHost(url)}</NewTabLink>, {dateLabel}{' '}
      {longCalendarDate(date)}
    </span>
  );
}
