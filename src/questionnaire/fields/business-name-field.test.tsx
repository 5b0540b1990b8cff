import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_RUNTIME_CONFIG } from '../../../tests/support/runtime-config';
import { setUnauthorizedHandlerForTests } from '../../api/http';
import { setRuntimeConfigForTests } from '../../api/runtime-config';
import { writeTokens } from '../../api/token-store';
import type { Answers, FieldDefinition } from '../../domain/questionnaire/page-definition';
import { messages } from '../../domain/questionnaire/messages';
import { BusinessNameFieldRenderer } from './business-name-field';

const FIELD: FieldDefinition = {
  name: 'business_name',
  title: 'Business name',
  type: 'string',
  rendered_type: 'business_name',
  regex: '^[A-Za-z0-9 &-]+$',
};

interface NameCheckCall {
  url: string;
  body: unknown;
  authorization: string | null;
  answer: (validName: 'FOUND' | 'NOT_FOUND') => void;
  fail: (status: number) => void;
}

/** The name check at the network boundary; each call waits until the test answers it. */
function stubNameCheck(): NameCheckCall[] {
  const calls: NameCheckCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          const body = JSON.parse(String(init?.body)) as { business_name: string; state: string };
          calls.push({
            url: String(input),
            body,
            authorization: new Headers(init?.headers).get('authorization'),
            // The whole answer the server sends (src/domain/contracts/business-name-check.ts).
            answer: (validName) =>
              resolve(
                Response.json({
                  valid_name: validName,
                  business_name: body.business_name.trim(),
                  state: body.state,
                }),
              ),
            fail: (status) => resolve(new Response('', { status })),
          });
        }),
    ),
  );
  return calls;
}

function renderField(answers: Answers = { business_state: 'Texas' }, error?: string) {
  function Harness() {
    const [value, setValue] = useState<unknown>('');
    return (
      <BusinessNameFieldRenderer
        field={FIELD}
        value={value}
        error={error}
        isRequired
        inputId="field-business_name"
        answers={{ ...answers, business_name: value }}
        onChange={setValue}
      />
    );
  }
  render(<Harness />);
  return screen.getByRole('textbox', { name: /Business name/ });
}

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** Lets time pass and every pending response settle. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function flag(): HTMLElement {
  return screen.getByRole('status');
}

const unauthorized = vi.fn();
const SESSION_ID = '6f1c2a9e-3b7d-4c55-9a0e-2d8b7f4e1a13';

beforeEach(() => {
  vi.useFakeTimers();
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  setUnauthorizedHandlerForTests(unauthorized);
  writeTokens({ accessToken: 'the-token', refreshToken: null, idToken: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  unauthorized.mockReset();
  setRuntimeConfigForTests(null);
});

describe('BusinessNameFieldRenderer', () => {
  it('asks about the name in the business state and shows a tick when it is free', async () => {
    const calls = stubNameCheck();
    const input = renderField();
    expect(flag().getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(flag().id);

    type(input, 'Acme Labs');
    await wait(500);

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/v1/business/namecheck',
      body: { business_name: 'Acme Labs', state: 'TX', country: 'US' },
      authorization: 'Bearer the-token',
    });
    expect(flag().textContent).toBe('Checking availability…');

    calls[0]!.answer('NOT_FOUND');
    await wait(0);
    expect(flag().textContent).toBe('Name available');
    expect(flag().querySelector('svg')).not.toBeNull();
  });

  it("shows the spec's warning when the name is taken", async () => {
    const calls = stubNameCheck();
    type(renderField(), 'Lone Star Coffee');
    await wait(500);
    calls[0]!.answer('FOUND');
    await wait(0);
    expect(flag().textContent).toBe(
      'Name Unavailable. This business name is already taken in your state. Try a different name or make a slight tweak...',
    );
    expect(flag().textContent).toBe(
      'Name Unavailable. This business name is already taken in your state. Try a different name or make a slight tweak...',
    );
    expect(messages.nameUnavailable).toBe(flag().textContent);
  });

  it('waits for typing to pause, and checks at once on blur', async () => {
    const calls = stubNameCheck();
    const input = renderField();

    for (const typed of ['A', 'Ac', 'Acm', 'Acme']) {
      type(input, typed);
      await wait(300);
    }
    expect(calls).toHaveLength(0);
    await wait(200);
    expect(calls.map((call) => call.body)).toEqual([
      { business_name: 'Acme', state: 'TX', country: 'US' },
    ]);

    type(input, 'Acme Two');
    fireEvent.blur(input);
    await wait(0);
    expect(calls).toHaveLength(2);
    await wait(500);
    // The pause after the blur does not ask about the same name again.
    expect(calls).toHaveLength(2);
  });

  it('lets only the latest request decide, whatever order the answers come in', async () => {
    const calls = stubNameCheck();
    const input = renderField();
    for (const typed of ['Acme', 'Acme Two', 'Acme Three']) {
      type(input, typed);
      await wait(500);
    }
    expect(calls).toHaveLength(3);

    calls[0]!.answer('FOUND');
    await wait(0);
    expect(flag().textContent).toBe('Checking availability…');

    calls[2]!.answer('NOT_FOUND');
    await wait(0);
    expect(flag().textContent).toBe('Name available');

    calls[1]!.answer('FOUND');
    await wait(0);
    expect(flag().textContent).toBe('Name available');
  });

  it('asks nothing without a state, and says how to get the check', async () => {
    const calls = stubNameCheck();
    type(renderField({}), 'Acme');
    await wait(1000);
    expect(calls).toHaveLength(0);
    expect(flag().textContent).toBe('Choose the business state to check availability');
  });

  it('reads the state from the state answer when there is no business_state', async () => {
    const calls = stubNameCheck();
    type(renderField({ state: 'New York' }), 'Acme');
    await wait(500);
    expect(calls[0]?.body).toEqual({ business_name: 'Acme', state: 'NY', country: 'US' });
  });

  it('asks nothing about a blank name or one the form rejects', async () => {
    const calls = stubNameCheck();
    const input = renderField();
    type(input, 'Acme!');
    await wait(1000);
    type(input, '   ');
    fireEvent.blur(input);
    await wait(1000);
    expect(calls).toHaveLength(0);
    expect(flag().textContent).toBe('');
  });

  it('says so neutrally when the check fails, and tries again on blur', async () => {
    const calls = stubNameCheck();
    const input = renderField();
    type(input, 'Acme');
    await wait(500);
    calls[0]!.fail(503);
    await wait(0);
    expect(flag().textContent).toBe('We could not check availability right now.');

    type(input, 'Acme Labs');
    expect((input as HTMLInputElement).value).toBe('Acme Labs');
    type(input, 'Acme');
    fireEvent.blur(input);
    await wait(0);
    expect(calls).toHaveLength(2);
  });

  it("checks for a registering visitor as their browser's registration, without a token", async () => {
    localStorage.clear();
    document.cookie = `sessionId=${SESSION_ID}`;
    try {
      const calls = stubNameCheck();
      type(renderField(), 'Acme');
      await wait(500);
      expect(calls[0]).toMatchObject({
        url: '/api/v1/browser_session/namecheck',
        body: { business_name: 'Acme', state: 'TX', country: 'US', browser_session_id: SESSION_ID },
        authorization: null,
      });
      calls[0]!.answer('NOT_FOUND');
      await wait(0);
      expect(flag().textContent).toBe('Name available');
      expect(unauthorized).not.toHaveBeenCalled();
    } finally {
      document.cookie = 'sessionId=; max-age=0';
    }
  });

  it('reads the error, the availability and the label with the input', () => {
    stubNameCheck();
    const input = renderField(
      { business_state: 'Texas' },
      "Only letters, numbers, spaces, '-' and '&' are allowed",
    );
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = screen.getByText("Only letters, numbers, spaces, '-' and '&' are allowed");
    expect(describedBy).toEqual(expect.arrayContaining([error.id, flag().id]));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.id).toBe('field-business_name');
  });
});
