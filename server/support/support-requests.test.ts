import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SupportRequestList,
  SupportRequestThread,
} from '../../src/domain/contracts/support-requests';
import {
  GUEST_REQUEST_RECEIVED,
  SUPPORT_LIMITS,
  TOO_MANY_GUEST_REQUESTS,
  TOO_MANY_SUPPORT_REQUESTS,
} from '../../src/domain/support/support-requests';
import { readMailFolder } from '../../tests/support/mail-folder';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { createTestApp, type TestApp } from '../test-support/test-app';

const SUPPORT_EMAIL = 'help-desk@charter.test';

describe('support requests (decision 0079)', () => {
  let t: TestApp;
  let rosa: SignedInOwner;
  let ivan: SignedInOwner;
  let rosasDocument: number;
  let ivansDocument: number;

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    rosa = await signedInOwner(t, 'rosa', { firstName: 'Rosa' });
    ivan = await signedInOwner(t, 'ivan', { firstName: 'Ivan' });
    const store = (individualId: number, fileName: string) =>
      t.app.services.documents.store({
        individualId,
        businessId: null,
        productKey: 'EIN_APPLICATION',
        category: 'compliance',
        title: 'EIN confirmation letter',
        fileName,
        contentType: 'application/pdf',
        content: new TextEncoder().encode(`%PDF-1.4 ${fileName}`),
      });
    rosasDocument = (await store(rosa.id, 'rosa-ein.pdf')).id;
    ivansDocument = (await store(ivan.id, 'ivan-ein.pdf')).id;
  });
  afterAll(() => t.close());

  const base = (owner: SignedInOwner) => `/api/v1/account/${owner.id}/support-requests`;
  const request = {
    topic: 'filings',
    subject: 'My EIN letter has the wrong address',
    message: 'Hello,\nthe letter shows our old street.\nCan it be corrected?',
  };

  async function mailsTo(email: string) {
    await t.app.services.jobs.runDue(new Date());
    return (await readMailFolder(t.dataDir)).filter((mail) => mail.to.includes(email));
  }

  it('keeps an owner’s request with its attachment, mails it to support and lists it', async () => {
    const sent = await asOwner(t, rosa)(base(rosa), {
      method: 'POST',
      payload: { ...request, document_ids: [rosasDocument] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const thread = sent.json<SupportRequestThread>();
    expect(thread).toMatchObject({
      topic: 'filings',
      subject: request.subject,
      status: 'open',
      messages: [{ author: 'owner', body: request.message }],
      attachments: [
        { document_id: rosasDocument, title: 'EIN confirmation letter', file_name: 'rosa-ein.pdf' },
      ],
    });

    const [notice, ...more] = await mailsTo(SUPPORT_EMAIL);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(`[Charter support #${thread.request_id}] ${request.subject}`);
    expect(notice!.headers['reply-to']).toContain(rosa.email);
    expect(notice!.text).toContain('the letter shows our old street.');
    expect(notice!.text).toContain(`requests reply ${thread.request_id}`);
    expect(notice!.attachments.map(({ filename }) => filename)).toEqual(['rosa-ein.pdf']);

    const listed = await asOwner(t, rosa)(base(rosa));
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<SupportRequestList>().requests).toEqual([
      expect.objectContaining({ request_id: thread.request_id, status: 'open', replies: 0 }),
    ]);
  });

  it('refuses a document that is not the owner’s, keeping nothing', async () => {
    const before = (await asOwner(t, ivan)(base(ivan))).json<SupportRequestList>();
    const refused = await asOwner(t, ivan)(base(ivan), {
      method: 'POST',
      payload: { ...request, document_ids: [ivansDocument, rosasDocument] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ field: 'document_ids' });
    expect((await asOwner(t, ivan)(base(ivan))).json<SupportRequestList>()).toEqual(before);
  });

  it('refuses another owner’s requests: their id (403) and their request under one’s own (404)', async () => {
    const made = await asOwner(t, rosa)(base(rosa), { method: 'POST', payload: request });
    const id = made.json<SupportRequestThread>().request_id;
    const asIvan = asOwner(t, ivan);
    expect((await asIvan(base(rosa))).statusCode).toBe(403);
    expect((await asIvan(`${base(rosa)}/${id}`)).statusCode).toBe(403);
    expect((await asIvan(base(rosa), { method: 'POST', payload: request })).statusCode).toBe(403);
    const theirs = await asIvan(`${base(ivan)}/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(request.subject);
    const followUp = await asIvan(`${base(ivan)}/${id}/messages`, {
      method: 'POST',
      payload: { message: 'Me too' },
    });
    expect(followUp.statusCode).toBe(404);
    const thread = (await asOwner(t, rosa)(`${base(rosa)}/${id}`)).json<SupportRequestThread>();
    expect(thread.messages).toHaveLength(1);
  });

  it('shows support’s reply, mails it to the owner whatever their settings, and a follow-up opens it again', async () => {
    const asRosa = asOwner(t, rosa);
    // Rosa turned every optional email off: a reply to her own request still reaches her.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/account/${rosa.id}/email-preferences`,
      headers: { authorization: `Bearer ${rosa.token}` },
      payload: { order_updates: false, deadline_reminders: false, hub_news: false },
    });
    const made = await asRosa(base(rosa), { method: 'POST', payload: request });
    const id = made.json<SupportRequestThread>().request_id;
    await t.app.services.supportRequests.reply(id, 'We have sent a corrected letter.', new Date());

    const thread = (await asRosa(`${base(rosa)}/${id}`)).json<SupportRequestThread>();
    expect(thread.status).toBe('answered');
    expect(thread.messages.map(({ author, body }) => ({ author, body }))).toEqual([
      { author: 'owner', body: request.message },
      { author: 'support', body: 'We have sent a corrected letter.' },
    ]);
    const listed = (await asRosa(base(rosa))).json<SupportRequestList>().requests;
    expect(listed.find((row) => row.request_id === id)).toMatchObject({
      status: 'answered',
      replies: 1,
    });
    const replies = (await mailsTo(rosa.email)).filter((mail) => mail.subject.includes(`#${id}]`));
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('We have sent a corrected letter.');
    expect(replies[0]!.text).toContain('http://charter.test/submit-request');
    expect(replies[0]!.headers['list-unsubscribe']).toBeUndefined();

    const added = await asRosa(`${base(rosa)}/${id}/messages`, {
      method: 'POST',
      payload: { message: 'Thank you!\nIt arrived.' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<SupportRequestThread>()).toMatchObject({ status: 'open' });
    expect(added.json<SupportRequestThread>().messages).toHaveLength(3);
    const notices = (await mailsTo(SUPPORT_EMAIL)).filter((mail) =>
      mail.subject.startsWith(`[Charter support #${id}] Re: `),
    );
    expect(notices).toHaveLength(1);
  });

  it('refuses text over its limits and a request beyond the hour’s', async () => {
    const owner = await signedInOwner(t, 'busy');
    const asBusy = asOwner(t, owner);
    const tooLong = await asBusy(base(owner), {
      method: 'POST',
      payload: { ...request, subject: 'x'.repeat(SUPPORT_LIMITS.subjectMaxLength + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    const lineBreak = await asBusy(base(owner), {
      method: 'POST',
      payload: { ...request, subject: 'two\nlines' },
    });
    expect(lineBreak.statusCode).toBe(400);
    for (let made = 0; made < SUPPORT_LIMITS.requestsPerHour; made += 1) {
      expect((await asBusy(base(owner), { method: 'POST', payload: request })).statusCode).toBe(
        201,
      );
    }
    const over = await asBusy(base(owner), { method: 'POST', payload: request });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: TOO_MANY_SUPPORT_REQUESTS });
  });

  it('takes a guest’s question from /chat without a sign-in, answering alike whoever has the address', async () => {
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/support/guest-requests',
        payload: { email, question: 'Do you form LLCs in Ohio?\nThanks' },
      });
    const stranger = await ask('visitor@elsewhere.example');
    const owner = await ask(ivan.email);
    expect(stranger.statusCode).toBe(202);
    expect(owner.statusCode).toBe(202);
    expect(stranger.json()).toEqual({ message: GUEST_REQUEST_RECEIVED });
    expect(owner.body).toBe(stranger.body);
    // Kept as a guest's: nothing appears among the owner's own requests.
    const ivans = (await asOwner(t, ivan)(base(ivan))).json<SupportRequestList>().requests;
    expect(ivans).toEqual([]);

    const notices = (await mailsTo(SUPPORT_EMAIL)).filter((mail) =>
      mail.text.includes('Do you form LLCs in Ohio?'),
    );
    expect(notices).toHaveLength(2);
    expect(notices[0]!.text).toContain('a visitor without a Charter account');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/guest-requests',
      payload: { email: 'not-an-address', question: 'Hi' },
    });
    expect(bad.statusCode).toBe(400);
    for (let asked = 1; asked < SUPPORT_LIMITS.guestRequestsPerHour; asked += 1) {
      expect((await ask('visitor@elsewhere.example')).statusCode).toBe(202);
    }
    const over = await ask('Visitor@Elsewhere.example');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: TOO_MANY_GUEST_REQUESTS });
  });
});
