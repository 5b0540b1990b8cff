import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportRequestThread } from '../../src/domain/contracts/support-requests';
import { readMailFolder } from '../../tests/support/mail-folder';
import { opsRunner, throughRunningServer } from '../test-support/ops-runner';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { createTestApp, type TestApp } from '../test-support/test-app';

const OPS_TOKEN = 'ops-secret-for-support-tests';

describe('npm run ops -- requests', () => {
  let t: TestApp;
  let ops: ReturnType<typeof opsRunner>;
  let rosa: SignedInOwner;
  let requestId: number;
  const files = mkdtempSync(join(tmpdir(), 'charter-replies-'));

  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'support@charter.test' }, undefined, {
      opsToken: OPS_TOKEN,
    });
    ops = opsRunner(t);
    rosa = await signedInOwner(t, 'rosa', { firstName: 'Rosa' });
  });
  afterAll(async () => {
    rmSync(files, { recursive: true, force: true });
    await t.close();
  });

  it('says when no request is open', async () => {
    expect(await ops(['requests'])).toEqual({
      code: 0,
      out: ['No open support requests.'],
      err: [],
    });
  });

  it('lists the open requests, shows one, answers it and closes it', async () => {
    const made = await asOwner(t, rosa)(`/api/v1/account/${rosa.id}/support-requests`, {
      method: 'POST',
      payload: {
        topic: 'billing',
        subject: 'Charged twice',
        message: 'I see two charges\nfor one order.',
      },
    });
    requestId = made.json<SupportRequestThread>().request_id;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/guest-requests',
      payload: { email: 'visitor@elsewhere.example', question: 'Do you file in Ohio?' },
    });

    const listed = await ops(['requests']);
    expect({ code: listed.code, err: listed.err }).toEqual({ code: 0, err: [] });
    expect(listed.out[0]).toMatch(/^ID\s+FROM\s+SUBJECT\s+AGE\s+STATUS\s+MESSAGES$/);
    expect(listed.out.find((line) => line.startsWith(`${requestId} `))).toMatch(
      new RegExp(`^${requestId}\\s+${rosa.email}\\s+Charged twice\\s+\\d+ min\\s+open\\s+1$`),
    );
    expect(
      listed.out.some((line) =>
        /visitor@elsewhere\.example \(guest\)\s+Do you file in Ohio\?/.test(line),
      ),
    ).toBe(true);
    expect(listed.out).toContain('2 open support requests');

    const shown = await ops(['requests', 'show', String(requestId)]);
    expect(shown.code).toBe(0);
    expect(shown.out).toEqual(
      expect.arrayContaining([
        `Support request ${requestId}: Charged twice`,
        `From:    ${rosa.email} (individual ${rosa.id})`,
        'Topic:   Billing and payments',
        'Status:  open',
        '  I see two charges',
        '  for one order.',
      ]),
    );

    const replyFile = join(files, 'reply.txt');
    writeFileSync(replyFile, 'We refunded the second charge.\nIt shows in 5 days.');
    const replied = await ops(['requests', 'reply', String(requestId), '--file', replyFile]);
    expect(replied).toEqual({
      code: 0,
      out: [
        `Replied to support request ${requestId} (Charged twice): it is now answered, and ${rosa.email} is being emailed the reply.`,
      ],
      err: [],
    });
    const thread = (
      await asOwner(t, rosa)(`/api/v1/account/${rosa.id}/support-requests/${requestId}`)
    ).json<SupportRequestThread>();
    expect(thread.messages.at(-1)).toMatchObject({
      author: 'support',
      body: 'We refunded the second charge.\nIt shows in 5 days.',
    });
    await t.app.services.jobs.runDue(new Date());
    const mails = (await readMailFolder(t.dataDir)).filter((mail) => mail.to.includes(rosa.email));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Re: Charged twice [Charter support #${requestId}]`,
    ]);

    // Answered, it leaves the open list; `all` still lists it.
    expect((await ops(['requests'])).out).toContain('1 open support request');
    const all = await ops(['requests', 'all']);
    expect(all.out.find((line) => line.startsWith(`${requestId} `))).toMatch(/\s+answered\s+2$/);

    expect(await ops(['requests', 'close', String(requestId)])).toEqual({
      code: 0,
      out: [`Support request ${requestId} is closed. If ${rosa.email} adds to it, it opens again.`],
      err: [],
    });
  });

  it('works the same through the running server', async () => {
    await throughRunningServer(t, OPS_TOKEN, async (connect) => {
      const shown = await ops(['requests', 'show', String(requestId)], connect);
      expect(shown).toEqual(await ops(['requests', 'show', String(requestId)]));
      const replied = await ops(
        ['requests', 'reply', String(requestId), 'Anything else?'],
        connect,
      );
      expect(replied.code).toBe(0);
      expect(replied.out[0]).toContain('it is now answered');
      expect(await ops(['requests', 'show', '99999'], connect)).toEqual({
        code: 1,
        out: [],
        err: ['No support request 99999: `npm run ops -- requests all` lists every request'],
      });
      expect((await ops(['requests', 'all'], connect)).out).toEqual(
        (await ops(['requests', 'all'])).out,
      );
    });
  }, 60_000);

  it('refuses a wrong sub-command, id or reply', async () => {
    expect((await ops(['requests', 'drop', '1'])).code).toBe(2);
    expect((await ops(['requests', 'show'])).code).toBe(2);
    expect((await ops(['requests', 'reply', '1'])).code).toBe(2);
    expect(await ops(['requests', 'show', 'abc'])).toEqual({
      code: 1,
      out: [],
      err: ['"abc" is not a support request id (a number, e.g. 12)'],
    });
    expect(await ops(['requests', 'reply', String(requestId), '   '])).toEqual({
      code: 1,
      out: [],
      err: ['The reply was not sent: Message is required'],
    });
    expect((await ops(['help'])).out.join('\n')).toContain('requests reply <id> "<text>"');
  });
});
