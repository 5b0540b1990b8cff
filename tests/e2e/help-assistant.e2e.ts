import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey, login } from './fixtures';
import { expectHeading } from './questionnaire-helpers';

/*
 * The assistant (issue 29, decision 0080): an owner asks /assistant in their own words, reads
 * the answer in the page and goes on to a request with the question; a visitor who opened the
 * public /chat once asks it again with the network off, and is answered in the page.
 */

async function ask(page: Page, question: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  await box.press('Enter');
}

const answer = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('the assistant', () => {
  const charter = journey();

  it('answers a signed-in owner in the page, and leads to a request with the question', async () => {
    const { page } = await charter.newPage();
    await login(page, '/assistant');
    await expectHeading(page, 'Assistant');

    await ask(page, 'I got a letter asking me to pay for a certificate');
    const scams = answer(page, 'I got an official-looking letter asking me to pay. Is it real?');
    await expect.poll(() => scams.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await scams.getByText(/private companies use them to mail forms/).isVisible()).toBe(
      true,
    );
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Answer: I got an/ })
          .count(),
      )
      .toBe(1);
    // The box keeps the focus, emptied for the next question.
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value),
    ).toBe('');
    await expectAccessible(page, 'the assistant with an answer');

    const others = page.getByRole('region', { name: 'Other answers that may help' });
    expect(await others.getByRole('link').first().getAttribute('href')).toMatch(
      /^\/help-center#[a-z-]+$/,
    );

    // What the Help Center does not answer, the Business Hub may: its article opens here.
    await ask(page, 'Should my LLC elect S corporation status?');
    const hub = page.getByRole('region', { name: 'From the Business Hub' }).last();
    await expect.poll(() => hub.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('region', { name: 'No answer found' }).count()).toBe(1);
    const sCorp = hub.getByRole('button', { name: /Should your LLC elect S corporation status/ });
    await sCorp.click();
    await expect
      .poll(() => page.getByRole('dialog').getByText('Written By').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expectAccessible(page, 'a hub article opened from the assistant');
    await page.keyboard.press('Escape');

    await ask(page, 'xyzzy plugh');
    const none = page.getByRole('region', { name: 'No answer found' }).last();
    await expect.poll(() => none.isVisible()).toBe(true);
    await expectAccessible(page, 'the assistant without an answer');
    await none.getByRole('link', { name: 'Submit a request' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/submit-request' && url.searchParams.get('question') === 'xyzzy plugh',
    );
  });

  it('answers a signed-in owner offline too, and opens the state answer on the state named', async () => {
    const { context, page } = await charter.newPage();
    await login(page, '/assistant');
    await expectHeading(page, 'Assistant');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await expectHeading(page, 'Assistant');
    // By keyboard alone: an example question is a button.
    const example = page.getByRole('button', { name: 'How long does an LLC take in Texas?' });
    await example.focus();
    await page.keyboard.press('Enter');
    const stateTimes = answer(page, 'How long does my state take to approve a new LLC?');
    await expect.poll(() => stateTimes.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => stateTimes.getByRole('combobox', { name: 'State' }).inputValue())
      .toBe('TX');
    // The example buttons have gone: the question box has the focus.
    expect(
      await page
        .getByRole('textbox', { name: 'Your question' })
        .evaluate((box) => box === document.activeElement),
    ).toBe(true);
    await expectAccessible(page, 'the assistant answering offline');
    await context.setOffline(false);
  });

  it('answers /chat offline after one visit, with no sign-in', async () => {
    const { context, page } = await charter.newPage();
    await page.goto('/chat');
    await expectHeading(page, 'Chat');
    expect(new URL(page.url()).pathname).toBe('/chat');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.reload();
    await expectHeading(page, 'Chat');
    await ask(page, 'how long does it take to get an EIN');
    const ein = answer(page, 'How long does an EIN take?');
    await expect.poll(() => ein.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Answer: How long does an EIN take?' }).count(),
      )
      .toBe(1);
    await expectAccessible(page, 'the chat answering offline');

    // Another match opens its answer here, and takes the focus, by keyboard alone.
    const others = page.getByRole('region', { name: 'Other answers that may help' });
    const other = others.getByRole('button').first();
    const title = (await other.textContent())!;
    await other.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(title);
    await context.setOffline(false);
  });
});
