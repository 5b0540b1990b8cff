import { longCalendarDate } from '../domain/long-date';
import { VisuallyHidden } from './visually-hidden';
import './source-line.css';

/** A source's page as a short name: the state's own host. */
function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

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
      Source:{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {sourceHost(url)}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
      , {dateLabel} {longCalendarDate(date)}
    </span>
  );
}
