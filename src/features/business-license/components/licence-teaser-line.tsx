import type { ReactNode } from 'react';
import { LICENCE_LEVEL_HEADINGS } from '../../../domain/business-license/licence-levels';
import { findUsState } from '../../../domain/us-states';
import { useLicenceTeaser } from '../api/licence-teaser';
import './licence-teaser-line.css';

/**
 * The licence report card's preview before purchase (issue 27, item 5): how many licences and
 * registrations may apply to a business like the owner's where it is, by level, and which levels
 * depend on what it does. Loaded after the cards have painted; `placeholder` while it is on its
 * way, nothing when there is nothing to count for (no business yet) or it failed: the card says
 * the rest.
 */
export function LicenceTeaserLine({ placeholder }: { placeholder: ReactNode }) {
  const teaser = useLicenceTeaser();
  if (teaser.isLoading) return placeholder;
  if (!teaser.data || teaser.data.may_apply === 0) return null;
  const { may_apply: count, levels, to_ask: toAsk, state } = teaser.data;
  const where = findUsState(state)?.name ?? state;
  const byLevel = levels
    .map(({ level, may_apply: n }) => `${n} ${LICENCE_LEVEL_HEADINGS[level].toLowerCase()}`)
    .join(', ');
  const asked = toAsk.map((level) => LICENCE_LEVEL_HEADINGS[level].toLowerCase()).join(' and ');
  return (
    <p className="ch-licence-teaser">
      {`${count} ${count === 1 ? 'license or registration' : 'licenses and registrations'} may apply to a business that sells and hires in ${where} (${byLevel}).`}
      {asked && ` Your ${asked} licenses depend on what you do and where: the report asks.`}
    </p>
  );
}
