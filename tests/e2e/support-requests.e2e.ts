import { describe, expect, it } from 'vitest';
import { GUEST_REQUEST_RECEIVED } from '../../src/domain/support/support-requests';
import { readMailFolder } from '../support/mail-folder';
import { expectAccessible } from './accessibility';
import { journey } from './fixtures';
import { fitsTheViewport } from './formed-business-helpers';
import { paidOwnerThroughApi } from './paid-owner';
import { expectHeading } from './questionnaire-helpers';

const SUBJECT = 'Second charge on my card';

describe('support requests', () => {
  const charter = journey();

  it('files a support request with an attachment and sees its reply after `npm run ops` answers it', async () => {
    const { page } = await charter.newPage();
    const email = 'rosa.support@bluebonnet.example';
    await paidOwnerThroughApi(page, charter.url, email);

    await page.goto('/submit-request');
    await expectHeading(page, 'Submit a request');
    const form = page.getByRole('region', { name: 'New request' });
    await expect
      .poll(() => page.getByText('You have not sent a request yet.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    // Sending with nothing filled in says what is missing.
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => form.getByText('Please choose a topic').isVisible()).toBe(true);
    expect(await form.getByText('Subject is required').isVisible()).toBe(true);
    await expectAccessible(page, '/submit-request with its messages');

    // The purchase's receipt is written a moment after it: it is then among the documents.
    const receipt = form.getByRole('checkbox', { name: /^Receipt INV-\d{6}/ });
    await expect
      .poll(
        async () => {
          if ((await receipt.count()) > 0) return true;
          await page.reload();
          return false;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);

    await form.getByLabel('Topic').selectOption('billing');
    await form.getByLabel('Subject').fill(SUBJECT);
    await form.getByLabel('Message').fill('I see two charges for my formation.\nCan you check?');
    await receipt.check();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toContain(`Your request “${SUBJECT}” was sent to our support team.`);

    const request = page.getByRole('article', { name: SUBJECT });
    await expect.poll(() => request.getByText('Waiting for support').isVisible()).toBe(true);
    await expect
      .poll(() => request.getByText(/^Attached: Receipt INV-\d{6}$/).isVisible())
      .toBe(true);

    // The back office sees it, and the mail to support carries the receipt.
    const listed = await charter.ops('requests');
    const line = listed.split('\n').find((row) => row.includes(email) && row.includes(SUBJECT));
    expect(line).toMatch(/^\d+\s+/);
    const id = line!.split(/\s+/)[0]!;
    await expect
      .poll(
        async () =>
          (await readMailFolder(charter.dataDir))
            .find((mail) => mail.subject.startsWith(`[Charter support #${id}]`))
            ?.attachments.map(({ filename }) => filename),
        { timeout: 15_000 },
      )
      .toEqual([expect.stringMatching(/\.pdf$/)]);

    const replied = await charter.ops(
      'requests',
      'reply',
      id,
      'We refunded the second charge today.',
    );
    expect(replied).toContain(`Replied to support request ${id}`);

    await page.reload();
    await expect
      .poll(() => request.getByText('Answered', { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    const toggle = request.getByRole('button', { name: 'Show conversation' });
    await toggle.click();
    const messages = request.getByRole('list', { name: 'Messages' });
    await expect
      .poll(() => messages.getByText('We refunded the second charge today.').isVisible())
      .toBe(true);
    expect(await messages.getByText('Charter support').isVisible()).toBe(true);
    await expectAccessible(page, '/submit-request, a conversation open');

    // The reply reached the owner's inbox too.
    await expect
      .poll(
        async () =>
          (await readMailFolder(charter.dataDir)).some(
            (mail) => mail.to.includes(email) && mail.text.includes('We refunded the second'),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    // A follow-up opens it again.
    await request.getByLabel('Add to this request').fill('Thank you, I see it.');
    await request.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() =>
        request.getByText('Your message was added and sent to our support team.').isVisible(),
      )
      .toBe(true);
    await expect.poll(() => messages.getByText('Thank you, I see it.').isVisible()).toBe(true);

    // On a phone the page fits and is checked again.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await fitsTheViewport(page)).toBe(true);
    await expectAccessible(page, '/submit-request on a phone');
  }, 120_000);

  it('takes a visitor’s question on /chat without a sign-in', async () => {
    const { page } = await charter.newPage();
    await page.goto('/chat');
    const ask = page.getByRole('region', { name: 'Ask a person' });
    await expect.poll(() => ask.isVisible(), { timeout: 15_000 }).toBe(true);
    await ask.getByLabel('Email address').fill('visitor@elsewhere.example');
    await ask.getByLabel('Question for our support team').fill('Do you form LLCs in Ohio?');
    await ask.getByRole('button', { name: 'Send question' }).click();
    await expect.poll(() => ask.getByRole('status').textContent()).toBe(GUEST_REQUEST_RECEIVED);
    await expectAccessible(page, '/chat, the question sent');

    const listed = await charter.ops('requests');
    expect(listed).toMatch(/visitor@elsewhere\.example \(guest\)\s+Do you form LLCs in Ohio\?/);
  }, 60_000);
});
