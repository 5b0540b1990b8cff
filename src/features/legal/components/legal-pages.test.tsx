import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAtPath } from '../../../../tests/support/render-at-path';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const NOT_ADVICE = /not legal advice: for advice about your own business, talk to a lawyer/;

function expectContents(names: string[]) {
  const contents = within(screen.getByRole('navigation', { name: 'On this page' }));
  for (const name of names) {
    const entry = contents.getByRole('link', { name });
    const section = screen.getByRole('region', { name });
    expect(entry.getAttribute('href')).toBe(`#${section.id}`);
  }
}

describe('the terms of service', () => {
  it('are the service’s own terms, dated, in sections, linking the privacy policy', () => {
    renderAtPath('/terms', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(document.title).toBe('Terms of service · Charter');
    expect(screen.getByText('Effective November 30, 2026')).toBeTruthy();
    expect(screen.getByText(/These are the Charter service’s own terms/).textContent).toMatch(
      NOT_ADVICE,
    );
    expectContents([
      'What Charter does',
      'Your answers and your filings',
      'Prices, payments and renewals',
      'Cancellations and refunds',
      'Electronic signatures',
    ]);
    const refunds = screen.getByRole('region', { name: 'Cancellations and refunds' });
    expect(within(refunds).getByText(/do not set a refund policy yet/)).toBeTruthy();
    expect(
      screen.getByText(/Charter is not a law firm or an accounting firm/).textContent,
    ).toContain('nothing in the service is legal, tax or financial advice');
    expect(
      within(screen.getByRole('region', { name: 'Timelines' })).getByText(
        /US LLC State Requirements Dataset \(StartupSole LLC, 2026\), CC BY 4\.0/,
      ),
    ).toBeTruthy();
    // In the introduction and in the footer.
    const privacy = screen.getAllByRole('link', { name: /privacy policy/i });
    expect(privacy.map((link) => link.getAttribute('href'))).toEqual(['/privacy', '/privacy']);
    expect(
      within(screen.getByRole('navigation', { name: 'Legal' }))
        .getByRole('link', { name: 'Terms of service' })
        .getAttribute('href'),
    ).toBe('/terms');
  });
});

describe('the privacy policy', () => {
  it('says what Charter keeps, where, and how it protects it, linking the terms', () => {
    renderAtPath('/privacy', <PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Effective November 30, 2026')).toBeTruthy();
    expect(
      screen.getByText(/This is the Charter service’s own privacy policy/).textContent,
    ).toMatch(NOT_ADVICE);
    expectContents([
      'What we collect',
      'Who receives it',
      'What is kept on your device',
      'How we protect it',
      'How long we keep it',
    ]);
    const protect = screen.getByRole('region', { name: 'How we protect it' });
    expect(within(protect).getByText(/encrypted in our database \(AES-256-GCM\)/)).toBeTruthy();
    expect(within(protect).getByText(/signed links that work for 120 seconds/)).toBeTruthy();
    const device = screen.getByRole('region', { name: 'What is kept on your device' });
    expect(within(device).getByText(/IndexedDB/)).toBeTruthy();
    expect(within(device).getByText(/A cookie named sessionId .* for 7 days/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'How long we keep it' })).getByText(
        /left untouched for 30 days/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/We do not sell your information/)).toBeTruthy();
    const terms = screen.getAllByRole('link', { name: /terms of service/i });
    expect(terms.map((link) => link.getAttribute('href'))).toEqual(['/terms', '/terms']);
  });
});
