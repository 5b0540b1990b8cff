import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { validFormationAnswers } from '../../server/test-support/formation-answers';
import { expectHeading } from './questionnaire-helpers';
import { paidOwnerThroughApi } from './paid-owner';
import type { AgentChoice } from './registration-helpers';

/**
 * Files the signed-in owner's formation through the API with the formation flow's valid answers
 * (its name and page4 as given: a state registers a name once), as the flow's saves and
 * submission would (or only saves them: a formation bought and not filed yet). The formation journey itself is formation.e2e.ts's; these journeys need a
 * business to act on.
 */
export async function fileFormationThroughApi(
  page: Page,
  businessName: string,
  page4: Answers,
  /** Page1 answers in place of the valid ones (a business in another state). */
  page1Changes: Answers = {},
  {
    submit = true,
    page2,
  }: {
    /** False: the pages are saved, the formation not filed (it stays PURCHASED). */
    submit?: boolean;
    /** Page2 in place of the valid one (another business class). */
    page2?: Answers;
  } = {},
): Promise<void> {
  const page1 = {
    ...validFormationAnswers.page1,
    business_name: businessName,
    official_business_name: `${businessName} LLC`,
    ...page1Changes,
  };
  const pages = {
    ...validFormationAnswers,
    page1,
    page2: page2 ?? validFormationAnswers.page2,
    page4,
  };
  const status = await page.evaluate(
    async ([answersByPage, filing]) => {
      const token = localStorage.getItem('req_token')!;
      const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
      const post = (path: string, body: object) =>
        fetch(`/api/v1/formation/${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': crypto.randomUUID(),
          },
          body: JSON.stringify(body),
        });
      for (const [name, answers] of Object.entries(answersByPage)) {
        const saved = await post(name, {
          ...answers,
          individual_id: Number(payload.sub),
          updated_at: null,
        });
        if (!saved.ok) return `${name}: ${saved.status} ${await saved.text()}`;
      }
      if (!filing) return 'saved';
      const submitted = await post(`submit?individual_id=${payload.sub}`, {});
      return submitted.ok ? 'filed' : `submit: ${submitted.status} ${await submitted.text()}`;
    },
    [pages, submit] as const,
  );
  expect(status).toBe(submit ? 'filed' : 'saved');
}

/** A service's card on the dashboard, found by its heading. */
export const serviceCard = (page: Page, title: string) =>
  page.getByRole('article', { name: title });

/**
 * Buys a service from its dashboard card with the registration's saved card, and continues
 * from the success modal into its flow (the formation being ACTIVE, Continue is enabled).
 */
export async function buyAndContinue(
  page: Page,
  title: string,
  flowPath: string,
  buyLabel: 'Purchase' | 'Buy again' = 'Purchase',
): Promise<void> {
  await serviceCard(page, title)
    .getByRole('button', { name: `Learn More about ${title}` })
    .click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: buyLabel }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect.poll(() => checkout.getByText('•••• 4242').isVisible()).toBe(true);
  await checkout.getByRole('button', { name: 'Checkout & Pay' }).click();
  const success = page.getByRole('dialog', { name: 'Purchase complete' });
  await expect.poll(() => success.isVisible(), { timeout: 30_000 }).toBe(true);
  await success.getByRole('link', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === flowPath);
}

/** The signed-in owner reloads the dashboard, which asks the server for the statuses again. */
export async function reloadDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expectHeading(page, 'Welcome, Rosa Alvarez');
}

/** Whether the page is no wider than the viewport (nothing to scroll sideways on a phone). */
export function fitsTheViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * A new owner whose LLC is formed: registered and paid through the API (STARTER, the agent
 * chosen as given) and signed in, the formation filed through the API and made ACTIVE by the
 * back office; ends on the dashboard.
 */
export async function ownerWithActiveLlc(
  page: Page,
  charter: { url: string; ops(...args: string[]): Promise<string> },
  {
    email,
    businessName,
    page4,
    agent,
  }: { email: string; businessName: string; page4: Answers; agent?: AgentChoice },
): Promise<void> {
  await paidOwnerThroughApi(page, charter.url, email, 'starter', agent);
  await fileFormationThroughApi(page, businessName, page4);
  await charter.ops('set-status', email, 'llc-formation', 'ACTIVE');
  await reloadDashboard(page);
}
