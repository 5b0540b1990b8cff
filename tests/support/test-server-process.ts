/*
 * The real server for client tests that need a DOM (jsdom), started by `test-server.ts` in a
 * process of its own: under jsdom the server's modules would see the DOM's URL, Blob and friends
 * instead of Node's. Embedded PGlite in memory, the checkout catalogue seeded, a free port.
 *
 * Protocol (one JSON object per line, prefixed so stray output is never mistaken for it):
 *   out  @@{"ready":{"url":"http://127.0.0.1:…","publishableKey":"pk_…"}}
 *   in   {"id":1,"owner":"ana","profile":{"firstName":"Ana","lastName":"Ruiz"}}
 *        a new account (profile optional), signed in with the password grant
 *   out  @@{"id":1,"owner":{"id":7,"email":"…","token":"…"}}  or  @@{"id":1,"error":"…"}
 * Closing stdin stops the server.
 */
import { createInterface } from 'node:readline';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { signedInOwner } from '../../server/test-support/owners';
import { PUBLISHABLE_KEY } from '../../server/test-support/payments-client';
import { createTestApp } from '../../server/test-support/test-app';

const send = (message: object) => process.stdout.write(`@@${JSON.stringify(message)}\n`);

const t = await createTestApp();
await seedCheckoutCatalogue(t.database.db);
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
send({ ready: { url, publishableKey: PUBLISHABLE_KEY } });

for await (const line of createInterface({ input: process.stdin })) {
  const { id, owner, profile } = JSON.parse(line) as {
    id: number;
    owner: string;
    profile?: { firstName?: string; lastName?: string };
  };
  try {
    send({ id, owner: await signedInOwner(t, owner, profile) });
  } catch (error) {
    send({ id, error: String(error) });
  }
}
await t.close();
