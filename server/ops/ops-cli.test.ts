import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { seedRegisteredBusinesses } from '../services/seed-registered-businesses';
import { holdDataDir, stopHolder } from '../test-support/data-dir-holder';
import { saveFormationPage } from '../test-support/formation-answers';
import { asOwner, signedInOwner, type SignedInOwner } from '../test-support/owners';
import { buyFormation } from '../test-support/purchases';
import { seedCheckoutCatalogue } from '../checkout/seed-catalogue';
import { opsRunner } from '../test-support/ops-runner';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { serverBackend } from './ops-backends';
import { connectOps } from './ops-connection';

const OPS_TOKEN = 'ops-secret-for-tests';
const BASIC_SERVICE_STATUSES =
  'PURCHASED, SUBMITTED, PENDING, IN_PROGRESS, ACTIVE, COMPLETED, REJECTED';

describe('npm run ops -- <command>', () => {
  let t: TestApp;
  /** Runs a command as the terminal would, keeping what it printed. */
  let ops: ReturnType<typeof opsRunner>;
  let rosa: SignedInOwner;
  let ivan: SignedInOwner;
  let rosasBusiness: number;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { opsToken: OPS_TOKEN });
    ops = opsRunner(t);
    await seedRegisteredBusinesses(t.database.db);
    rosa = await signedInOwner(t, 'rosa', { firstName: 'Rosa', lastName: 'Alvarez' });
    ivan = await signedInOwner(t, 'ivan', { firstName: 'Ivan', lastName: 'Petrov' });
    await seedCheckoutCatalogue(t.database.db);
    await buyFormation(t, rosa);
    for (const page of ['page1', 'page2', 'page3', 'page4'] as const) {
      await saveFormationPage(t.app, rosa.token, rosa.id, page);
    }
    const submitted = await asOwner(t, rosa)(`/api/v1/formation/submit?individual_id=${rosa.id}`, {
      method: 'POST',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    rosasBusiness = (submitted.json() as { business_id: number }).business_id;
  });
  afterAll(() => t.close());

  const servicesOf = async (owner: SignedInOwner) =>
    Object.fromEntries(
      (
        (await asOwner(t, owner)(`/api/v1/services/status/${owner.id}`)).json() as {
          services: { service: string; status: string }[];
        }
      ).services.map(({ service, status }) => [service, status]),
    );

  it('prints its usage for help, without opening the database', async () => {
    const refuse = () => Promise.reject(new Error('help must not connect'));
    const help = await ops(['help'], refuse);
    expect(help.code).toBe(0);
    expect(help.out[0]).toBe('Usage: npm run ops -- <command>');
    expect(help.out.join('\n')).toContain('set-status <owner> <service> <STATUS>');

    const none = await ops([], refuse);
    expect(none.code).toBe(2);
    expect(none.err[0]).toBe('Usage: npm run ops -- <command>');
  });

  it('lists every owner with their tier and each service’s status', async () => {
    const { code, out, err } = await ops(['owners']);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out[0]).toMatch(/^ID\s+EMAIL\s+NAME\s+TIER\s+SERVICE\s+STATUS\s+SINCE$/);
    const rosaLine = out.find((line) => line.includes(rosa.email))!;
    expect(rosaLine).toMatch(
      new RegExp(
        `^${rosa.id}\\s+${rosa.email}\\s+Rosa Alvarez\\s+STARTER\\s+llc-formation\\s+SUBMITTED\\s+` +
          '\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$',
      ),
    );
    const ivanLine = out.find((line) => line.includes(ivan.email))!;
    expect(ivanLine).toMatch(
      new RegExp(`^${ivan.id}\\s+${ivan.email}\\s+Ivan Petrov\\s+-\\s+-\\s+-$`),
    );
    expect(out.at(-1)).toBe('2 owners');
  });

  it('sets a status by product key and owner email; the owner’s API shows it', async () => {
    const result = await ops(['set-status', rosa.email, 'EIN_APPLICATION', 'SUBMITTED']);
    expect(result).toEqual({
      code: 0,
      out: [`ein-application of ${rosa.email} (individual ${rosa.id}): none -> SUBMITTED`],
      err: [],
    });
    expect(await servicesOf(rosa)).toEqual({
      'ein-application': 'SUBMITTED',
      'llc-formation': 'SUBMITTED',
    });
  });

  it('sets the formation by service name and individual id; the business follows', async () => {
    const result = await ops(['set-status', String(rosa.id), 'llc-formation', 'in_progress']);
    expect(result).toEqual({
      code: 0,
      out: [
        `llc-formation of ${rosa.email} (individual ${rosa.id}): SUBMITTED -> IN_PROGRESS`,
        `Business ${rosasBusiness} is now IN_PROGRESS too.`,
      ],
      err: [],
    });
    expect((await servicesOf(rosa))['llc-formation']).toBe('IN_PROGRESS');
    const filing = await asOwner(t, rosa)(`/api/v1/formation/statefile/${rosasBusiness}`);
    expect(filing.json()).toMatchObject({ business_id: rosasBusiness, status: 'IN_PROGRESS' });
  });

  it('refuses a status the service does not have, listing the allowed ones', async () => {
    expect(await ops(['set-status', rosa.email, 'ein-application', 'DONE'])).toEqual({
      code: 1,
      out: [],
      err: [`"DONE" is not a status of ein-application. Allowed: ${BASIC_SERVICE_STATUSES}`],
    });
    const expert = await ops(['set-status', rosa.email, 'EXPERT_REVIEW', 'ACTIVE']);
    expect(expert.code).toBe(1);
    expect(expert.err).toEqual([
      '"ACTIVE" is not a status of expert-review. Allowed: PURCHASED, PENDING_EXPERT_REVIEW, ' +
        'COMPLETED_EXPERT_REVIEW, REJECTED',
    ]);
    expect(await servicesOf(rosa)).toEqual({
      'ein-application': 'SUBMITTED',
      'llc-formation': 'IN_PROGRESS',
    });
  });

  it('refuses an unknown owner or service', async () => {
    const unknownEmail = await ops([
      'set-status',
      'nobody@owners.example',
      'EIN_APPLICATION',
      'ACTIVE',
    ]);
    expect(unknownEmail).toMatchObject({
      code: 1,
      err: ['No owner with email nobody@owners.example'],
    });
    const unknownId = await ops(['set-status', '999999', 'EIN_APPLICATION', 'ACTIVE']);
    expect(unknownId).toMatchObject({ code: 1, err: ['No owner with individual id 999999'] });
    const neither = await ops(['set-status', 'rosa', 'EIN_APPLICATION', 'ACTIVE']);
    expect(neither).toMatchObject({
      code: 1,
      err: ['"rosa" is neither an individual id nor an email'],
    });

    const service = await ops(['set-status', rosa.email, 'PASSPORT', 'ACTIVE']);
    expect(service.code).toBe(1);
    expect(service.err[0]).toMatch(/^Unknown service "PASSPORT"\. Services .*: registered-agent, /);
  });

  it('refuses a command it does not know or the wrong number of arguments', async () => {
    expect(await ops(['launch'])).toMatchObject({
      code: 2,
      err: ['Unknown command "launch".', expect.any(String)],
    });
    expect((await ops(['set-status', rosa.email, 'EIN_APPLICATION'])).code).toBe(2);
    expect((await ops(['owners', 'extra'])).code).toBe(2);
  });

  describe('while a server holds the PGlite files', () => {
    let dataDir: string;
    let url: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'charter-ops-'));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('runs the commands through the running server', async () => {
      const server = await holdDataDir(dataDir, {
        role: 'server',
        opsUrl: url,
        opsToken: OPS_TOKEN,
      });
      try {
        const connect = () => connectOps(readConfig({ DATA_DIR: dataDir }));
        const listed = await ops(['owners'], connect);
        expect(listed).toEqual(await ops(['owners']));

        const set = await ops(['set-status', ivan.email, 'doc-library', 'PURCHASED'], connect);
        expect(set).toEqual({
          code: 0,
          out: [`doc-library of ${ivan.email} (individual ${ivan.id}): none -> PURCHASED`],
          err: [],
        });
        expect(await servicesOf(ivan)).toEqual({ 'doc-library': 'PURCHASED' });

        const refused = await ops(['set-status', ivan.email, 'doc-library', 'LOST'], connect);
        expect(refused).toEqual({
          code: 1,
          out: [],
          err: [`"LOST" is not a status of doc-library. Allowed: ${BASIC_SERVICE_STATUSES}`],
        });
      } finally {
        await stopHolder(server, 'SIGKILL');
      }
    });

    it('refuses a caller without the server’s secret, or from another machine', async () => {
      const wrongSecret = await ops(['owners'], async () => ({
        ...serverBackend(url, 'guessed'),
        close: async () => {},
      }));
      expect(wrongSecret).toEqual({ code: 1, out: [], err: ['Unauthorized'] });

      const remote = await t.app.inject({
        url: '/ops/v1/owners',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      });
      expect(remote.statusCode).toBe(403);
    });

    it('opens the files itself when no server runs, and waits for another ops command', async () => {
      const fresh = mkdtempSync(join(tmpdir(), 'charter-ops-'));
      try {
        const connect = () => connectOps(readConfig({ DATA_DIR: fresh }));
        expect(await ops(['owners'], connect)).toEqual({
          code: 1,
          out: [],
          err: [
            `No Charter database in ${fresh} yet: start Charter once (npm start), or set ` +
              'DATA_DIR or DATABASE_URL to the database to use.',
          ],
        });

        await (await openDatabase({ url: null, dataDir: fresh })).close();
        const other = await holdDataDir(fresh, { role: 'ops' });
        const busy = await ops(['owners'], connect);
        expect(busy).toEqual({
          code: 1,
          out: [],
          err: [
            `${fresh} is in use by \`npm run ops\` (process ${other.pid}); try again when it ` +
              'has finished.',
          ],
        });
        await stopHolder(other, 'SIGKILL');

        expect(await ops(['owners'], connect)).toEqual({
          code: 0,
          out: ['No owners yet.'],
          err: [],
        });
      } finally {
        rmSync(fresh, { recursive: true, force: true });
      }
    }, 60_000); // PGlite files on disk opened twice, migrations included: slow on a busy machine.
  });
});
