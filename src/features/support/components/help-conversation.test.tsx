import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { TEST_OWNER } from '../../../../tests/support/test-owner';
import { TEXAS_FACTS } from '../../../../tests/support/texas-state-facts';
import { AssistantPage } from './assistant-page';
import { ChatPage } from './chat-page';

signedInEachTest();

/** The API as the state answer reads it: the owner's profile and Texas's facts. */
function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.endsWith('/api/v1/individual/1')
      ? TEST_OWNER
      : url.endsWith('/api/v1/states/TX/facts')
        ? TEXAS_FACTS
        : null;
    return new Response(JSON.stringify(body ?? { message: 'Not found' }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const box = () => screen.getByRole('textbox', { name: 'Your question' });
const liveRegion = () =>
  screen.getAllByRole('status').find((region) => region.tagName === 'P' && !region.id)!;

function ask(question: string) {
  fireEvent.change(box(), { target: { value: question } });
  fireEvent.submit(box().closest('form')!);
}

describe('the assistant (/assistant)', () => {
  it('answers a question in the page, announces it, and links other matches to the Help Center', async () => {
    stubApi();
    renderAtPath('/assistant', <AssistantPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant' })).toBeTruthy();

    ask('I got a letter asking me to pay for a certificate');
    const answer = await screen.findByRole('article', {
      name: 'I got an official-looking letter asking me to pay. Is it real?',
    });
    expect(within(answer).getByText(/private companies use them to mail forms/)).toBeTruthy();
    expect(within(answer).getByRole('link', { name: /^ReportFraud\.ftc\.gov/ })).toBeTruthy();
    expect(
      within(answer)
        .getByRole('link', { name: 'Read this answer in the Help Center' })
        .getAttribute('href'),
    ).toBe('/help-center#compliance-letter-scams');
    expect(liveRegion().textContent).toMatch(
      /^Answer: I got an official-looking letter asking me to pay\. Is it real\? \d other answers? may help\.$/,
    );
    const others = screen.getByRole('region', { name: 'Other answers that may help' });
    const links = within(others).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/help-center#[a-z-]+$/);

    // The question is shown as asked, and the box is emptied for the next one, keeping the focus.
    expect(screen.getByText('I got a letter asking me to pay for a certificate')).toBeTruthy();
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('starts the state answer from the state the question names', async () => {
    stubApi();
    renderAtPath('/assistant', <AssistantPage />);
    ask('how long does an LLC take in Texas');
    await screen.findByRole('article', {
      name: 'How long does my state take to approve a new LLC?',
    });
    const state = (await screen.findByRole('combobox', { name: 'State' })) as HTMLSelectElement;
    expect(state.value).toBe('TX');
    await screen.findByText(/Texas does not publish a processing time for a new LLC/);
  });

  it('says when nothing answers, and offers a request carrying the question', async () => {
    stubApi();
    renderAtPath('/assistant', <AssistantPage />);
    ask('xyzzy plugh');
    const none = await screen.findByRole('region', { name: 'No answer found' });
    expect(liveRegion().textContent).toBe('No answer found for “xyzzy plugh”.');
    expect(within(none).getByRole('link', { name: 'Submit a request' }).getAttribute('href')).toBe(
      '/submit-request?question=xyzzy+plugh',
    );
  });

  it('asks for a question when the box is empty, and answers an example question', async () => {
    stubApi();
    renderAtPath('/assistant', <AssistantPage />);
    fireEvent.submit(box().closest('form')!);
    expect(screen.getByText('Type a question first.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'What does In progress mean?' }));
    expect(document.activeElement).toBe(box());
    const answer = await screen.findByRole('article', {
      name: 'What does each order status mean?',
    });
    expect(within(answer).getByText(/It has been filed and is under review/)).toBeTruthy();
  });
});

describe('the public chat (/chat)', () => {
  it('answers without the Help Center: another match shows its answer here, focused', async () => {
    stubApi();
    renderAtPath('/chat', <ChatPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
    ask('how long does it take to get an EIN');
    const answer = await screen.findByRole('article', { name: 'How long does an EIN take?' });
    expect(within(answer).queryByRole('link', { name: /Help Center/ })).toBeNull();

    const others = screen.getByRole('region', { name: 'Other answers that may help' });
    const [first] = within(others).getAllByRole('button');
    const title = first!.textContent!;
    fireEvent.click(first!);
    const shown = await screen.findByRole('article', { name: title });
    await waitFor(() => expect(document.activeElement).toBe(within(shown).getByRole('heading')));
    expect(liveRegion().textContent).toBe(`Answer: ${title}`);
  });

  it('points a question it cannot answer to the support team', async () => {
    stubApi();
    renderAtPath('/chat', <ChatPage />);
    ask('xyzzy plugh');
    const none = await screen.findByRole('region', { name: 'No answer found' });
    expect(within(none).getByText(/leave your email address below/i)).toBeTruthy();
  });
});
