import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { journey, login } from './fixtures';
import { choose, expectHeading, reachStreet } from './questionnaire-helpers';

describe('the address search in a questionnaire', () => {
  const charter = journey();

  it("suggests addresses on formation's business address and fills the block with the one chosen", async () => {
    const { context, page } = await charter.newPage();
    const lookups: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/geo/suggest') lookups.push(url.search);
    });
    await login(page, '/formation/page1');
    await expectHeading(page, 'Primary business information');
    await choose(page, 'Business state', 'Texas');

    await reachStreet(page, 'Business street address');
    const street = page.getByRole('combobox', { name: 'Business street address', exact: true });
    await street.pressSequentially('1100 Barton Springs Rd, 78704');
    const suggestion = page.getByRole('option', { name: 'Austin, TX 78704' });
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    // Looked up from the server's ZIP data once the typing paused, inside the state chosen.
    expect(lookups).toEqual(['?q=78704&state=TX']);
    await expectAccessible(page, '/formation/page1 with address suggestions open', [
      '[role="combobox"][aria-expanded="true"]',
      '.ch-select__popover',
    ]);

    // Chosen from the keyboard, where the focus is (the street field), as a screen-reader user
    // would choose it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => textbox('Business city').inputValue()).toBe('Austin');
    expect(await textbox('Business zip code').inputValue()).toBe('78704');
    expect(
      await page.getByRole('combobox', { name: 'Business state', exact: true }).inputValue(),
    ).toBe('Texas');
    expect(await street.inputValue()).toBe('1100 Barton Springs Rd');
    expect(await page.getByRole('listbox').count()).toBe(0);
    await expectAccessible(page, '/formation/page1 with a chosen address');

    // What is typed stays free text: a street without a suggestion is kept as typed.
    await street.fill('1100 Barton Springs Rd Unit B');
    await textbox('Business city').click();
    expect(await street.inputValue()).toBe('1100 Barton Springs Rd Unit B');
    await context.close();
  });
});
