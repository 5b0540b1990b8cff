import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELAWARE, TEXAS } from '../../tests/support/naming-rules';
import type { EntitySearch } from '../domain/state-facts/state-facts';
import { BusinessNameGuidance } from './business-name-guidance';

/** entitysearch-state-data/states/texas.json's businessEntitySearch. */
const TEXAS_SEARCH: EntitySearch = {
  url: 'https://comptroller.texas.gov/taxes/franchise/account-status/search',
  how_to: null,
};

function warnings(): HTMLElement {
  return screen.getByRole('status');
}

describe('BusinessNameGuidance', () => {
  it("shows Texas's designator rule with its citation, the state's search and the source", () => {
    render(
      <BusinessNameGuidance
        rules={TEXAS}
        entitySearch={TEXAS_SEARCH}
        stateName="Texas"
        name="Bluebonnet Bikes"
      />,
    );
    screen.getByText('Texas requires your name to include a designator that marks it as an LLC.');
    screen.getByText(
      `Texas's rule: Must contain the phrase "limited liability company" or "limited company," or an abbreviation of one of those phrases (e.g., "LLC," "L.L.C.," "LC," "L.C.").`,
      { exact: false },
    );
    expect(screen.getByText('(Tex. Bus. Orgs. Code § 5.056)').tagName).toBe('CITE');

    const search = screen.getByRole('link', {
      name: "Search Texas's business records (opens in a new tab)",
    });
    expect(search.getAttribute('href')).toBe(TEXAS_SEARCH.url);
    expect(search.getAttribute('target')).toBe('_blank');
    expect(search.getAttribute('rel')).toContain('noopener');

    screen.getByText(
      'Source: US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0, last verified August 6, 2026.',
    );
    expect(warnings().textContent).toBe('');
  });

  it('warns politely, in words, about the restricted words as they are typed', () => {
    const { rerender } = render(
      <BusinessNameGuidance rules={TEXAS} entitySearch={null} stateName="Texas" name="Lone Star" />,
    );
    expect(warnings().getAttribute('aria-live')).toBe('polite');
    expect(warnings().textContent).toBe('');

    rerender(
      <BusinessNameGuidance
        rules={TEXAS}
        entitySearch={null}
        stateName="Texas"
        name="Lone Star Lottery LLC"
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '"Lottery" is a restricted word in Texas: a name with it may be refused, or need approval before the state accepts it.',
    ]);
    // What the words need, in the dataset's words, with the warnings.
    expect(warnings().textContent).toContain('"Lotto" and "lottery" are prohibited outright');
    screen.getByText(
      `Your name includes "LLC", a common LLC designator. Check that Texas's rule allows it.`,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no warnings where the state lists no restricted words', () => {
    render(
      <BusinessNameGuidance
        rules={DELAWARE}
        entitySearch={null}
        stateName="Delaware"
        name="Lottery Bank LLC"
      />,
    );
    expect(warnings().textContent).toBe('');
    screen.getByText(
      'Source: US LLC State Requirements Dataset (StartupSole LLC, 2026), CC BY 4.0, last verified August 4, 2026.',
    );
  });

  it('says honestly when Charter has no naming rules for the state', () => {
    render(
      <BusinessNameGuidance
        rules={null}
        entitySearch={TEXAS_SEARCH}
        stateName="Texas"
        name="Lone Star Lottery"
      />,
    );
    screen.getByText(
      "Charter has no naming rules for Texas. Check the state's own rules before you file.",
    );
    expect(warnings().textContent).toBe('');
    expect(screen.queryByText(/^Source:/)).toBeNull();
    screen.getByRole('link', { name: "Search Texas's business records (opens in a new tab)" });
  });

  it("shows no LLC rules for a corporation's name", () => {
    render(
      <BusinessNameGuidance
        rules={TEXAS}
        entitySearch={null}
        stateName="Texas"
        name="Lottery Kings Inc."
        entityType="CORPORATION"
      />,
    );
    screen.getByText("Charter has Texas's naming rules for LLCs only, not for this entity type.");
    expect(warnings().textContent).toBe('');
    expect(screen.queryByText(/Texas's rule:/)).toBeNull();
  });
});
