import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_AGENT_PAGE4 } from '../../server/test-support/formation-answers';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import {
  buyAndContinue,
  ownerWithActiveLlc,
  fitsTheViewport,
  reloadDashboard,
  serviceCard,
} from './formed-business-helpers';
import { expectHeading } from './questionnaire-helpers';

const CARD = 'Registered Agent';

describe('the registered agent', () => {
  const charter = journey();

  it('takes an owner with an active LLC from buying the agent to its appointment, on a phone and by keyboard', async () => {
    const { page } = await charter.newPage();
    const email = 'rosa.agent@bluebonnet.example';
    // Someone else at registration: the agent is not in the first order.
    await ownerWithActiveLlc(page, charter, {
      email,
      businessName: 'Bluebonnet Bikes',
      page4: INDIVIDUAL_AGENT_PAGE4,
      agent: 'Someone else',
    });
    expect(await serviceCard(page, CARD).getByText('Not purchased', { exact: true }).count()).toBe(
      1,
    );

    await buyAndContinue(page, CARD, '/registered-agent/review');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectHeading(page, 'Review your registered agent');
    const details = page.getByRole('region', { name: 'Your Business Details' });
    await expect
      .poll(() => details.getByText('Bluebonnet Bikes', { exact: true }).isVisible())
      .toBe(true);
    expect(await details.getByRole('heading', { name: 'Mailing address' }).isVisible()).toBe(true);
    const agent = page.getByRole('region', { name: 'Current Registered Agent' });
    expect(await agent.getByText('Maria Gomez', { exact: true }).isVisible()).toBe(true);
    expect(await agent.getByText('500 W 2nd St', { exact: true }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'Transition to Charter Registered Agent' })
        .isVisible(),
    ).toBe(true);
    expect(await fitsTheViewport(page)).toBe(true);
    await expectAccessible(page, '/registered-agent/review on a phone');

    // The submission is held a moment: the loading overlay shows meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/registered_agent/submit', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Confirm and Continue' }).focus();
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'Submitting your request…' });
    await expect.poll(() => overlay.isVisible()).toBe(true);
    await expectAccessible(page, '/registered-agent/review with the loading overlay');
    release();

    await page.waitForURL(
      (url) => url.pathname === '/registered-agent/registered-agent-confirmation',
    );
    await expectHeading(page, 'Your registered agent appointment has been submitted');
    await expect
      .poll(() => page.getByText('Registered Agent submitted successfully.').isVisible())
      .toBe(true);
    expect(await page.getByText('Preparing Your Agent Appointment').isVisible()).toBe(true);
    expect(await fitsTheViewport(page)).toBe(true);

    // The dashboard button replaces history; the card shows the order's banner.
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect
      .poll(
        () => serviceCard(page, CARD).getByText('Preparing Your Agent Appointment').isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe(
      '/registered-agent/registered-agent-confirmation',
    );

    // The back office moves it on: the state reviews, then the agent is appointed.
    await charter.ops('set-status', email, 'REGISTERED_AGENT', 'IN_PROGRESS');
    await reloadDashboard(page);
    await expect
      .poll(() => serviceCard(page, CARD).getByText('Pending State Review').isVisible())
      .toBe(true);
    await charter.ops('set-status', email, 'registered-agent', 'ACTIVE');
    await reloadDashboard(page);
    await expect
      .poll(() => serviceCard(page, CARD).getByRole('link', { name: 'View Profile' }).isVisible())
      .toBe(true);
  }, 120_000);

  it('refuses a second appointment: the owner stays on the review with the failure toast', async () => {
    const { page } = await charter.newPage();
    const email = 'rosa.agent.twice@bluebonnet.example';
    // Charter's agent at registration: already bought, continued from its card.
    await ownerWithActiveLlc(page, charter, {
      email,
      businessName: 'Pecan Pedals',
      page4: { is_bizup_designated_agent: true },
    });
    await serviceCard(page, CARD).getByRole('link', { name: 'Appoint Your Agent' }).click();
    await page.waitForURL((url) => url.pathname === '/registered-agent/review');
    const agent = page.getByRole('region', { name: 'Current Registered Agent' });
    await expect
      .poll(() => agent.getByText("Charter's registered agent", { exact: true }).isVisible())
      .toBe(true);

    // Submitted from another device meanwhile: this one's press is refused.
    await charter.ops('set-status', email, 'REGISTERED_AGENT', 'SUBMITTED');
    await page.getByRole('button', { name: 'Confirm and Continue' }).click();
    await expect
      .poll(() =>
        page
          .getByText(
            'Failed to Submit Registered Agent data: Your registered agent appointment has already been submitted',
          )
          .isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/registered-agent/review');

    // Back goes one step back: to the dashboard it came from.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  }, 120_000);
});
