import { longCalendarDate } from '../domain/long-date';
import { STATE_DATA_CREDIT } from '../domain/state-facts/dataset-credit';
import { namingGuidance } from '../domain/state-facts/naming-guidance';
import type { EntitySearch, NamingRules } from '../domain/state-facts/state-facts';
import { VisuallyHidden } from '../ui/visually-hidden';
import { WarningIcon } from '../ui/warning-icon';
import './business-name-guidance.css';

export interface BusinessNameGuidanceProps {
  /** The state's naming rules; null when Charter has none for it. */
  rules: NamingRules | null;
  entitySearch: EntitySearch | null;
  stateName: string;
  /** The name as typed so far. */
  name: string;
  /** Page1's entity type answer; null before one is chosen (read as an LLC). */
  entityType?: string | null;
}

/**
 * The state's naming rules beside the business name field (issue 15 item 5): the designator
 * the state requires, with its rule and citation; the restricted words the typed name contains;
 * the state's own business search; and where the rules come from. Guidance only: it never
 * blocks the answer. The warnings are a polite live region, always in the page, so a screen
 * reader hears each change as the owner types; each is worded, never a colour alone.
 */
export function BusinessNameGuidance({
  rules,
  entitySearch,
  stateName,
  name,
  entityType = null,
}: BusinessNameGuidanceProps) {
  const guidance = rules ? namingGuidance(name, rules, stateName, entityType) : null;
  return (
    <div className="ch-name-guidance">
      <p className="ch-name-guidance__title">Naming rules in {stateName}</p>
      {!rules && (
        <p>
          Charter has no naming rules for {stateName}. Check the state&apos;s own rules before you
          file.
        </p>
      )}
      {guidance && !guidance.applies && <p>{guidance.message}</p>}
      {guidance?.applies && (
        <>
          <p>{guidance.designator.message}</p>
          <p className="ch-name-guidance__rule">
            {stateName}&apos;s rule: {guidance.designator.rule}
            {guidance.designator.citation && (
              <>
                {' '}
                <cite>({guidance.designator.citation})</cite>
              </>
            )}
          </p>
        </>
      )}
      <div className="ch-name-guidance__warnings" role="status" aria-live="polite">
        {guidance?.applies && guidance.restrictedWords.length > 0 && (
          <>
            <ul className="ch-name-guidance__list">
              {guidance.restrictedWords.map(({ word, message }) => (
                <li key={word.toLowerCase()} className="ch-name-guidance__warning">
                  <WarningIcon className="ch-name-guidance__icon" />
                  <span>{message}</span>
                </li>
              ))}
            </ul>
            {guidance.notes && <p className="ch-name-guidance__notes">{guidance.notes}</p>}
          </>
        )}
      </div>
      {entitySearch && (
        <p>
          <a href={entitySearch.url} target="_blank" rel="noopener noreferrer">
            Search {stateName}&apos;s business records
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </p>
      )}
      {rules && (
        <p className="ch-name-guidance__source">
          Source: {STATE_DATA_CREDIT}, last verified {longCalendarDate(rules.last_verified)}.
        </p>
      )}
    </div>
  );
}
