import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILED_BUSINESS } from '../../tests/support/business-records';
import { TEXAS_CALENDAR } from '../../tests/support/compliance-calendars';
import { catalogueItem } from '../domain/services/service-catalogue';
import { TEST_OWNER } from '../../tests/support/test-owner';
import { AppRoutes } from './routes';
import { signedInEachTest } from '../../tests/support/render-at-path';
import { renderAtPath, stubOwnerProfile } from './test-support';

const statuses = (formation: string) => ({
  individual_id: 1,
  services: [
    { service: 'llc-formation', status: formation, updated_at: '2026-03-10T15:00:00.000Z' },
  ],
});

const annualReportCard = () => screen.getByRole('article', { name: 'Annual Report' });

signedInEachTest();

describe('the dashboard’s annual report card', () => {
  it('shows the next due date once the formation is ACTIVE', async () => {
    stubOwnerProfile(TEST_OWNER, {
      '/v1/services/status/1': statuses('ACTIVE'),
      '/v1/compliance/deadlines/1': TEXAS_CALENDAR,
    });
    renderAtPath('/dashboard', <AppRoutes />);
    await screen.findByRole('article', { name: 'Annual Report' });
    expect(
      await within(annualReportCard()).findByText(
        'Due May 15, 2027 · in 170 days · state fee $0.00',
      ),
    ).toBeTruthy();
  });

  it('asks for no deadlines while the formation is not ACTIVE', async () => {
    const fetchMock = stubOwnerProfile(TEST_OWNER, {
      '/v1/services/status/1': statuses('IN_PROGRESS'),
    });
    renderAtPath('/dashboard', <AppRoutes />);
    await screen.findByRole('article', { name: 'Annual Report' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(annualReportCard()).queryByText(/^Due /)).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/compliance/'))).toBe(false);
  });
});

describe('the dashboard’s EIN card once the IRS assigned the number', () => {
  it('shows the recorded EIN masked, with its reveal, once the cards have painted', async () => {
    stubOwnerProfile(TEST_OWNER, {
      '/v1/services/status/1': {
        individual_id: 1,
        services: [
          { service: 'llc-formation', status: 'ACTIVE', updated_at: '2026-03-10T15:00:00.000Z' },
          { service: 'ein-application', status: 'ACTIVE', updated_at: '2026-03-20T15:00:00.000Z' },
        ],
      },
      '/v1/business/list': { businesses: [{ ...FILED_BUSINESS, ein_masked: '**-***4567' }] },
    });
    renderAtPath('/dashboard', <AppRoutes />);
    const card = await screen.findByRole('article', {
      name: catalogueItem('EIN_APPLICATION').title,
    });
    expect((await within(card).findByText(/Your EIN/)).textContent).toContain('**-***4567');
    expect(within(card).getByRole('button', { name: 'Show the full EIN' })).toBeTruthy();
  });
});

describe('the dashboard’s reminder to confirm the email address', () => {
  it('asks an owner who has not confirmed it, and sends a new link on request', async () => {
    stubOwnerProfile(
      { ...TEST_OWNER, email_verified: false },
      {
        '/v1/services/status/1': statuses('PURCHASED'),
        '/v1/account/1/email-confirmation': {
          message: `We sent a new link to ${TEST_OWNER.email}. It works for 7 days.`,
        },
      },
    );
    renderAtPath('/dashboard', <AppRoutes />);
    expect(await screen.findByText('Please confirm your email address.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText(`We sent a new link to ${TEST_OWNER.email}. It works for 7 days.`),
    ).toBeTruthy();
  });

  it('says nothing once it is confirmed', async () => {
    stubOwnerProfile(
      { ...TEST_OWNER, email_verified: true },
      { '/v1/services/status/1': statuses('PURCHASED') },
    );
    renderAtPath('/dashboard', <AppRoutes />);
    await screen.findByRole('article', { name: 'Annual Report' });
    expect(screen.queryByText('Please confirm your email address.')).toBeNull();
  });
});
