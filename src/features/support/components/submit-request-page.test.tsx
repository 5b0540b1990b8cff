import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtPath, signedInEachTest } from '../../../../tests/support/render-at-path';
import { stubApi, type StubAnswer, type StubHandler } from '../../../../tests/support/stub-api';
import type {
  SupportRequestSummary,
  SupportRequestThread,
} from '../../../domain/contracts/support-requests';
import { SUPPORT_LIMITS } from '../../../domain/support/support-requests';
import { SubmitRequestPage } from './submit-request-page';

signedInEachTest();
afterEach(() => vi.restoreAllMocks());

const BASE = '/api/v1/account/1/support-requests';
const LIST = `GET ${BASE}`;
const SEND = `POST ${BASE}`;

const DOCUMENT = {
  document_id: 31,
  business_id: null,
  product_key: 'EIN_APPLICATION',
  category: 'compliance',
  title: 'EIN confirmation letter',
  file_name: 'ein-letter.pdf',
  content_type: 'application/pdf',
  size: 1200,
  sha256: 'a'.repeat(64),
  created_at: '2026-11-02T15:00:00.000Z',
};

const ANSWERED: SupportRequestSummary = {
  request_id: 7,
  topic: 'billing',
  subject: 'Charged twice',
  status: 'answered',
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-21T15:00:00.000Z',
  replies: 1,
};

const { replies: _replies, ...answeredRequest } = ANSWERED;
const ANSWERED_THREAD: SupportRequestThread = {
  ...answeredRequest,
  messages: [
    {
      message_id: 1,
      author: 'owner',
      body: 'I see two charges.',
      created_at: '2026-11-20T15:00:00.000Z',
    },
    {
      message_id: 2,
      author: 'support',
      body: 'We refunded the second one.',
      created_at: '2026-11-21T15:00:00.000Z',
    },
  ],
  attachments: [],
};

function routes(overrides: Record<string, StubHandler> = {}): Record<string, StubHandler> {
  return {
    'GET /api/v1/services/documents/list/1': () => ({
      status: 200,
      body: { individual_id: 1, documents: [DOCUMENT] },
    }),
    [LIST]: () => ({ status: 200, body: { individual_id: 1, requests: [ANSWERED] } }),
    [`GET ${BASE}/7`]: () => ({ status: 200, body: ANSWERED_THREAD }),
    ...overrides,
  };
}

const form = () => screen.getByRole('region', { name: 'New request' });

async function fillIn() {
  const region = within(form());
  fireEvent.change(region.getByLabelText(/^Topic/), { target: { value: 'filings' } });
  fireEvent.change(region.getByLabelText(/^Subject/), {
    target: { value: 'Wrong address on my EIN letter' },
  });
  fireEvent.change(region.getByLabelText(/^Message/), {
    target: { value: 'The letter shows our old street.' },
  });
  fireEvent.click(await region.findByRole('checkbox', { name: /EIN confirmation letter/ }));
}

describe('SubmitRequestPage', () => {
  it('says what is missing, with the same limits as the server, before sending anything', async () => {
    const calls = stubApi(routes());
    renderAtPath('/submit-request', <SubmitRequestPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Submit a request' })).toBeTruthy();
    const region = within(form());
    fireEvent.change(region.getByLabelText(/^Subject/), {
      target: { value: 'x'.repeat(SUPPORT_LIMITS.subjectMaxLength + 1) },
    });
    fireEvent.click(region.getByRole('button', { name: 'Send request' }));
    expect(await region.findByText('Please choose a topic')).toBeTruthy();
    expect(
      region.getByText(`Subject must not exceed ${SUPPORT_LIMITS.subjectMaxLength} characters`),
    ).toBeTruthy();
    expect(region.getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(region.getByLabelText(/^Topic/));
    expect(calls.filter(({ key }) => key === SEND)).toEqual([]);
  });

  it('sends a request with an attachment, confirms it and shows it in the list', async () => {
    let requests: SupportRequestSummary[] = [];
    const sentThread: SupportRequestThread = {
      request_id: 8,
      topic: 'filings',
      subject: 'Wrong address on my EIN letter',
      status: 'open',
      created_at: '2026-11-30T12:00:00.000Z',
      updated_at: '2026-11-30T12:00:00.000Z',
      messages: [
        {
          message_id: 3,
          author: 'owner',
          body: 'The letter shows our old street.',
          created_at: '2026-11-30T12:00:00.000Z',
        },
      ],
      attachments: [
        { document_id: 31, title: 'EIN confirmation letter', file_name: 'ein-letter.pdf' },
      ],
    };
    const calls = stubApi(
      routes({
        [LIST]: () => ({ status: 200, body: { individual_id: 1, requests } }),
        [SEND]: () => {
          const { messages: _messages, attachments: _attachments, ...summary } = sentThread;
          requests = [{ ...summary, replies: 0 }];
          return { status: 201, body: sentThread };
        },
        [`GET ${BASE}/8`]: () => ({ status: 200, body: sentThread }),
      }),
    );
    renderAtPath('/submit-request', <SubmitRequestPage />);
    expect(await screen.findByText('You have not sent a request yet.')).toBeTruthy();
    await fillIn();
    fireEvent.click(within(form()).getByRole('button', { name: 'Send request' }));

    const status = await within(form()).findByRole('status');
    expect(status.textContent).toContain(
      'Your request “Wrong address on my EIN letter” was sent to our support team.',
    );
    expect(calls.find(({ key }) => key === SEND)?.body).toEqual({
      topic: 'filings',
      subject: 'Wrong address on my EIN letter',
      message: 'The letter shows our old street.',
      document_ids: [31],
    });
    expect((within(form()).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
    // The request just sent is listed with its conversation open.
    const item = await screen.findByRole('article', { name: 'Wrong address on my EIN letter' });
    expect(within(item).getByText('Waiting for support')).toBeTruthy();
    expect(await within(item).findByText('The letter shows our old street.')).toBeTruthy();
    expect(within(item).getByText('Attached: EIN confirmation letter')).toBeTruthy();
  });

  it('keeps every word when the send fails, and sends the same request again under the same key', async () => {
    let answer: StubAnswer = { status: 503, body: { message: 'Down' } };
    const keys: string[] = [];
    stubApi(
      routes({
        [SEND]: (init) => {
          keys.push(new Headers(init.headers).get('idempotency-key') ?? '');
          return answer;
        },
      }),
    );
    renderAtPath('/submit-request', <SubmitRequestPage />);
    await fillIn();
    fireEvent.click(within(form()).getByRole('button', { name: 'Send request' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe(
      'Your request was not sent: Charter had a problem. What you wrote is kept here. Please try again.',
    );
    expect((within(form()).getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'The letter shows our old street.',
    );
    expect(
      (
        within(form()).getByRole('checkbox', {
          name: /EIN confirmation letter/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);

    answer = { status: 429, body: { message: 'You have sent several requests in the last hour.' } };
    fireEvent.click(within(form()).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert').textContent).toBe(
        'You have sent several requests in the last hour. What you wrote is kept here.',
      ),
    );
    // The server answered the first send: the second is a request of its own.
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps what was typed on the device until it is sent: a reload finds it again', async () => {
    stubApi(routes({ [SEND]: () => ({ status: 201, body: { ...ANSWERED_THREAD } }) }));
    const first = renderAtPath('/submit-request', <SubmitRequestPage />);
    await fillIn();
    first.unmount();

    renderAtPath('/submit-request', <SubmitRequestPage />);
    const region = within(form());
    expect((region.getByLabelText(/^Topic/) as HTMLSelectElement).value).toBe('filings');
    expect((region.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'The letter shows our old street.',
    );
    expect(
      (
        (await region.findByRole('checkbox', {
          name: /EIN confirmation letter/,
        })) as HTMLInputElement
      ).checked,
    ).toBe(true);
    fireEvent.click(region.getByRole('button', { name: 'Send request' }));
    await region.findByRole('status');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('charter.unsent.'))).toEqual(
      [],
    );
  });

  it('says so offline, keeps the words, and resends the same words under the same key', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const keys: string[] = [];
    stubApi(
      routes({
        [SEND]: (init) => {
          keys.push(new Headers(init.headers).get('idempotency-key') ?? '');
          if (!online) throw new TypeError('Failed to fetch');
          return { status: 503, body: { message: 'Down' } };
        },
      }),
    );
    renderAtPath('/submit-request', <SubmitRequestPage />);
    await fillIn();
    fireEvent.click(within(form()).getByRole('button', { name: 'Send request' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'You are offline: your request was not sent. What you wrote is kept here. Send it again once you are back online.',
    );
    expect((within(form()).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(
      'Wrong address on my EIN letter',
    );
    online = true;
    fireEvent.click(within(form()).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    // No answer came back the first time: the same words are the same request.
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a request’s replies and adds a follow-up', async () => {
    const followed: SupportRequestThread = {
      ...ANSWERED_THREAD,
      status: 'open',
      messages: [
        ...ANSWERED_THREAD.messages,
        {
          message_id: 4,
          author: 'owner',
          body: 'Thank you!',
          created_at: '2026-11-22T15:00:00.000Z',
        },
      ],
    };
    const calls = stubApi(
      routes({ [`POST ${BASE}/7/messages`]: () => ({ status: 200, body: followed }) }),
    );
    renderAtPath('/submit-request', <SubmitRequestPage />);
    const item = await screen.findByRole('article', { name: 'Charged twice' });
    expect(within(item).getByText('Answered')).toBeTruthy();
    expect(within(item).getByText(/1 reply$/)).toBeTruthy();
    const toggle = within(item).getByRole('button', { name: 'Show conversation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const messages = await within(item).findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Charter support')).toBeTruthy();
    expect(within(messages).getByText('We refunded the second one.')).toBeTruthy();

    const box = within(item).getByLabelText('Add to this request');
    fireEvent.click(within(item).getByRole('button', { name: 'Send message' }));
    expect(await within(item).findByText('Message is required')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Thank you!' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Send message' }));
    expect(
      await within(item).findByText('Your message was added and sent to our support team.'),
    ).toBeTruthy();
    expect(within(messages).getByText('Thank you!')).toBeTruthy();
    expect(calls.find(({ key }) => key === `POST ${BASE}/7/messages`)?.body).toEqual({
      message: 'Thank you!',
    });
  });

  it('offers Try again when the requests cannot be read', async () => {
    let failing = true;
    stubApi(
      routes({
        [LIST]: () =>
          failing
            ? { status: 500, body: { message: 'Boom' } }
            : { status: 200, body: { individual_id: 1, requests: [] } },
      }),
    );
    renderAtPath('/submit-request', <SubmitRequestPage />);
    const requests = screen.getByRole('region', { name: 'Your requests' });
    const alert = await within(requests).findByRole('alert');
    expect(alert.textContent).toContain('We could not load your requests.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(requests).findByText('You have not sent a request yet.')).toBeTruthy();
  });
});
