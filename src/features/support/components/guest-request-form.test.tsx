import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestConfig, renderAtPath } from '../../../../tests/support/render-at-path';
import { stubApi, type StubAnswer } from '../../../../tests/support/stub-api';
import { setRuntimeConfigForTests } from '../../../api/runtime-config';
import { GUEST_REQUEST_RECEIVED } from '../../../domain/support/support-requests';
import { ChatPage } from './chat-page';

const SEND = 'POST /api/v1/support/guest-requests';

describe('/chat: a question to a person', () => {
  beforeEach(installTestConfig);
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfigForTests(null);
  });

  const section = () => screen.getByRole('region', { name: 'Ask a person' });

  it('checks the address and the question, sends them without a sign-in and confirms', async () => {
    let answer: StubAnswer = { status: 503, body: { message: 'Down' } };
    const calls = stubApi({ [SEND]: () => answer });
    renderAtPath('/chat', <ChatPage />);
    const ask = within(section());
    fireEvent.change(ask.getByLabelText(/^Email address/), { target: { value: 'dana@example' } });
    fireEvent.click(ask.getByRole('button', { name: 'Send question' }));
    expect(
      await ask.findByText('Please enter a valid email address, like name@example.com'),
    ).toBeTruthy();
    expect(ask.getByText('Question for our support team is required')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(ask.getByLabelText(/^Email address/), {
      target: { value: 'dana@example.com' },
    });
    fireEvent.change(ask.getByLabelText(/^Question for our support team/), {
      target: { value: 'Do you form LLCs in Ohio?' },
    });
    fireEvent.click(ask.getByRole('button', { name: 'Send question' }));
    expect((await ask.findByRole('alert')).textContent).toContain(
      'Your question was not sent: Charter had a problem. What you wrote is kept here.',
    );
    expect(
      (ask.getByLabelText(/^Question for our support team/) as HTMLTextAreaElement).value,
    ).toBe('Do you form LLCs in Ohio?');

    answer = { status: 202, body: { message: GUEST_REQUEST_RECEIVED } };
    fireEvent.click(ask.getByRole('button', { name: 'Send question' }));
    expect((await ask.findByRole('status')).textContent).toBe(GUEST_REQUEST_RECEIVED);
    expect(calls.at(-1)).toEqual({
      key: SEND,
      body: { email: 'dana@example.com', question: 'Do you form LLCs in Ohio?' },
    });
    expect(
      (ask.getByLabelText(/^Question for our support team/) as HTMLTextAreaElement).value,
    ).toBe('');
  });
});
