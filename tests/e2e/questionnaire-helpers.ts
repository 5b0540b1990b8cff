import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks an option of a select (the questionnaire's native selects), found by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** Picks an option of a react-aria Select (the NAICS levels), found by its label. */
export async function pickFromList(page: Page, label: string, option: RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Fills a text field found by its exact label. */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** Types a street without choosing a suggestion (the address search is a combo box). */
export async function fillStreet(page: Page, label: string, value: string): Promise<void> {
  await reachStreet(page, label);
  await page.getByRole('combobox', { name: label, exact: true }).fill(value);
}

/**
 * Reaches a questionnaire's street line: a plain text field until it is focused, then the
 * address search in its place, with the focus (its code loads on that first focus).
 */
export async function reachStreet(page: Page, label: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null))
    .toBe('combobox');
}

/** Waits until the page's h1 reads `title`. */
export async function expectHeading(page: Page, title: string): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
    .toBe(title);
}

export async function continueTo(page: Page, path: string, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expectHeading(page, title);
}

/** Formation page1, typed as an owner would. */
export async function fillFormationPage1(page: Page): Promise<void> {
  await expectHeading(page, 'Primary business information');
  await fill(page, 'Business name', 'Bluebonnet Bikes');
  await choose(page, 'Legal identifier', 'LLC');
  await fillStreet(page, 'Business street address', '1100 Barton Springs Rd');
  await fill(page, 'Business floor/apt/suite number', 'suite 200');
  await fill(page, 'Business city', 'Austin');
  await choose(page, 'Business state', 'Texas');
  await fill(page, 'Business zip code', '78704');
  await page
    .getByRole('switch', { name: 'Mailing address is the same as the business address' })
    .setChecked(true, { force: true });
}

/** The first owner's own fields on formation page3 (contact details typed, not prefilled). */
export async function fillFirstOwner(page: Page): Promise<void> {
  await fill(page, 'First name', 'Rosa');
  await fill(page, 'Last name', 'Alvarez');
  await fill(page, 'Email', 'rosa@bluebonnet.example');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially('5125550100');
  await fillStreet(page, 'Street address', '1100 Barton Springs Rd');
  await fill(page, 'City', 'Austin');
  await choose(page, 'State', 'Texas');
  await fill(page, 'Zip code', '78704');
}

/** Counts the saves the server accepted, per page of `flow`, across every tab of a context. */
export function countAcceptedSaves(context: BrowserContext, flow: string): Map<string, number> {
  const saves = new Map<string, number>();
  const path = new RegExp(`^/api/v1/${flow}/([a-z0-9-]+)$`);
  context.on('response', (response) => {
    const match = path.exec(new URL(response.url()).pathname);
    if (match && response.request().method() === 'POST' && response.status() === 200) {
      saves.set(match[1]!, (saves.get(match[1]!) ?? 0) + 1);
    }
  });
  return saves;
}

/** The server's copy of a page of `flow`, read with the owner's own token. */
export async function savedPage(
  page: Page,
  flow: string,
  name: string,
): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    async ([flowKey, pageName]) => {
      const token = localStorage.getItem('req_token');
      const payload = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
      const response = await fetch(`/api/v1/${flowKey}/${pageName}?individual_id=${payload.sub}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
    },
    [flow, name] as const,
  );
}

/** Waits until the service worker controls the page (reloading once if it must). */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
