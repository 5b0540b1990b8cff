import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedContext, ScreenChecks } from './accessibility';
import { launchChromium } from './fixtures';

const ORIGIN = 'http://screens.test';

/**
 * A page of its own at ORIGIN: `/ok` has only moderate findings (no landmarks, no h1), `/bad`
 * a button whose name leaves out its visible text, `/dialog` a button opening a dialog whose
 * close button has no name.
 */
const SCREENS: Record<string, string> = {
  '/ok': '<button type="button">Continue</button>',
  '/bad': '<button type="button" aria-label="Open the menu">Rosa</button>',
  '/dialog': `<button type="button" onclick="document.getElementById('d').hidden = false">Open</button>
    <div id="d" role="dialog" aria-label="Details" hidden><button type="button" id="x"></button></div>`,
};

describe('the accessibility check every journey runs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  async function checkedPageAt(path: string): Promise<Page> {
    const { context } = checkedContext(await browser.newContext(), new ScreenChecks());
    await context.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Screens</title><body>${SCREENS[new URL(route.request().url()).pathname]}</body></html>`,
      }),
    );
    const page = await context.newPage();
    await page.goto(`${ORIGIN}${path}`);
    return page;
  }

  it('lets a journey act on a screen with only moderate findings', async () => {
    const page = await checkedPageAt('/ok');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.context().close();
  });

  it('fails the first action on a screen with a serious violation, naming the rule, the node and the screen', async () => {
    const page = await checkedPageAt('/bad');
    const click = page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(click).rejects.toThrow(/on \/bad:\n {2}label-content-name-mismatch \(serious\)/);
    await expect(click).rejects.toThrow('aria-label="Open the menu"');
    await page.context().close();
  });

  it('checks a screen the journey leaves without acting on it', async () => {
    const page = await checkedPageAt('/bad');
    await expect(page.goto(`${ORIGIN}/ok`)).rejects.toThrow(/on \/bad:\n {2}label-content-name/);
    await page.context().close();
  });

  it('checks an opened dialog as a screen of its own', async () => {
    const page = await checkedPageAt('/dialog');
    await page.getByRole('button', { name: 'Open' }).click();
    const close = page.getByRole('dialog').locator('#x').click();
    await expect(close).rejects.toThrow(/on \/dialog › dialog "Details":\n {2}button-name/);
    await page.context().close();
  });
});
