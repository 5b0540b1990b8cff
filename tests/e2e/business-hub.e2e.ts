import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { paidOwnerThroughApi } from './paid-owner';
import { zipEntries } from '../support/zip-entries';
import { expectHeading, serviceWorkerControls } from './questionnaire-helpers';

/*
 * The Business Hub (issue 28), as an owner on the dashboard finds it: browse by category,
 * search (online and off), preview a guide's PDF and a template's DOCX, download three guides
 * as one zip, favourite offline and find it kept (and among the documents area's saved guides),
 * and read an article on a train.
 */

const BANK_GUIDE = 'Opening a business bank account for your LLC';
const OFFLINE_BANNER = /^You.re offline\./;

const dialog = (page: Page) => page.getByRole('dialog');

describe('the Business Hub', () => {
  const charter = journey();

  it('is browsed by category and searched, previews a guide and a template example, and downloads three guides as one zip', async () => {
    const { page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, 'rosa.hub@bluebonnet.example');
    await page.goto('/business-hub');
    await expectHeading(page, 'Business Hub');
    // An owner without the business templates sees their examples and Learn More.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Business Templates Examples' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Learn More' }).isVisible()).toBe(true);
    expect(
      await page
        .getByText('Real business templates, ready when you are. Just download, customize, and go.')
        .isVisible(),
    ).toBe(true);
    await expect
      .poll(() => page.locator('.ch-hub-card--article').count(), { timeout: 15_000 })
      .toBe(4);
    // Every item has its favourite star, the articles too.
    expect(
      await page
        .locator('.ch-hub-card--article')
        .first()
        .getByRole('button', { name: /^Add .+ to favourites$/ })
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page, 'Business Hub');

    // A template example, previewed as HTML from its DOCX, with no download.
    const examples = page.locator('section', {
      has: page.getByRole('heading', { name: 'Business Templates Examples' }),
    });
    await examples
      .getByRole('button', { name: /^Preview / })
      .first()
      .click();
    await expect
      .poll(() => dialog(page).locator('.ch-hub-preview__document p').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await dialog(page).getByRole('button', { name: 'Download DOCX' }).count()).toBe(0);
    await expectAccessible(page, 'Business Hub, template example preview');
    await page.keyboard.press('Escape');

    // Search over the whole hub, as the owner types.
    await page
      .getByRole('searchbox', { name: 'Search guides, templates and articles' })
      .fill('bank acc');
    const result = page.getByRole('button', { name: new RegExp(`Guide ${BANK_GUIDE}`) });
    await expect.poll(() => result.isVisible(), { timeout: 15_000 }).toBe(true);
    await result.click();
    await expect
      .poll(() => dialog(page).getByTitle(`${BANK_GUIDE} (PDF)`).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await dialog(page).getByRole('button', { name: 'Download PDF' }).isVisible()).toBe(true);
    await expectAccessible(page, 'Business Hub, guide preview');
    await page.keyboard.press('Escape');

    // Browse by category: the guides page, filtered by the category card's address.
    await page.getByRole('link', { name: /Banking & Finance \d+ Guides/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/guides' && url.searchParams.has('category_id'),
    );
    await expectHeading(page, 'Guides');
    expect(
      await page
        .getByText('Practical, founder-focused guides to move your business forward.')
        .isVisible(),
    ).toBe(true);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(async () => (await page.locator('tbody').innerText()).includes(BANK_GUIDE))
      .toBe(true);
    await expectAccessible(page, 'Guides, one category');

    // Three guides as one zip.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/guides' && !url.searchParams.has('category_id'),
    );
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    const download = page.getByRole('button', { name: 'Download', exact: true });
    expect(await download.isDisabled()).toBe(true);
    for (const row of [0, 1, 2]) await rows.nth(row).getByRole('checkbox').check();
    expect(await page.getByText('3 guides are selected').isVisible()).toBe(true);
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toMatch(/^charter-guides-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = [...zipEntries(await readFile((await saved.path())!)).keys()];
    expect(entries).toHaveLength(3);
    expect(entries.every((name) => name.endsWith('.pdf'))).toBe(true);
  });

  it('keeps a favourite toggled offline once back online, and reads an article on a train', async () => {
    const { context, page } = await charter.newPage();
    await paidOwnerThroughApi(page, charter.url, 'rosa.train@bluebonnet.example');
    await page.goto('/articles');
    await expectHeading(page, 'Articles');
    await serviceWorkerControls(page);
    const firstArticle = page.locator('.ch-hub-card--article').first();
    await expect.poll(() => firstArticle.isVisible(), { timeout: 15_000 }).toBe(true);
    const title = await firstArticle.getByRole('heading').innerText();
    await firstArticle.getByRole('button', { name: title, exact: true }).click();
    await expect
      .poll(() => dialog(page).getByText('Written By').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectAccessible(page, 'Article');
    await page.keyboard.press('Escape');
    await page.goto('/guides');
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(10);

    // On the train: the hub's pages and the article read from the service worker's copies.
    await context.setOffline(true);
    await page.goto('/articles');
    await expect.poll(() => firstArticle.isVisible(), { timeout: 15_000 }).toBe(true);
    await firstArticle.getByRole('button', { name: title, exact: true }).click();
    await expect
      .poll(() => dialog(page).locator('.ch-hub-article__body h2').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // A favourite toggled offline waits in the outbox and shows at once.
    await page.goto('/guides');
    const firstGuide = page.locator('tbody tr').first().locator('.ch-hub-table__name');
    // The skeleton rows hold the same name cell, empty: wait for a real name.
    await expect
      .poll(async () => (await firstGuide.isVisible()) && (await firstGuide.innerText()), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const guide = await firstGuide.innerText();
    const star = page.getByRole('button', { name: `Add ${guide} to favourites` });
    // The offline banner is in place before the click: it moves the page down as it appears.
    await expect.poll(() => page.getByText(OFFLINE_BANNER).isVisible()).toBe(true);
    await star.click({ timeout: 10_000 });
    const kept = page.getByRole('button', { name: `Remove ${guide} from favourites` });
    await expect.poll(() => kept.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');

    // Back online, it reaches the content service: a fresh load shows it from the server.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect
      .poll(
        async () => {
          const answer = await page.evaluate(async () => {
            const token = localStorage.getItem('id_token');
            const response = await fetch('/content/v1/templates/templates?kind=guides&limit=50', {
              headers: { authorization: `Bearer ${token}` },
              cache: 'no-store',
            });
            return (await response.json()) as { items: { name: string; is_favorite: boolean }[] };
          });
          return answer.items.find((item) => item.name === guide)?.is_favorite;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await page.reload();
    await expect.poll(() => kept.isVisible(), { timeout: 15_000 }).toBe(true);

    // The documents area lists it among the owner's saved guides and templates (spec §7).
    await page.goto('/documents/all-documents');
    const saved = page.getByRole('list', { name: 'Saved guides and templates' });
    await expect
      .poll(() => saved.getByRole('heading', { name: guide }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectAccessible(page, 'All documents with a saved guide');
  });
});
