import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/questionnaire/messages';
import { seedCheckoutCatalogue } from '../../server/checkout/seed-catalogue';
import { businesses } from '../../server/db/schema';
import { fileFormation, validFormationAnswers } from '../../server/test-support/formation-answers';
import { ownerWithActiveFormation } from '../../server/test-support/operating-agreement';
import { opsRunner } from '../../server/test-support/ops-runner';
import {
  asOwner,
  saveOwnerPage,
  signedInOwner,
  type SignedInOwner,
} from '../../server/test-support/owners';
import { buyAsOwner } from '../../server/test-support/purchases';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { newBrowserSession } from './page-save-targets';

/**
 * Issue 24, item 4: two owners' amendments to one free name both went through, and two
 * businesses of Texas were both "Zephyr Works". A name filed in an amendment (not applied, not
 * rejected) or a formation is taken for every name check; two filings of one name at once file
 * one; an amendment is checked again when it is applied; and the database refuses two
 * businesses holding one name in one state.
 */
describe('one name, one business per state (issue 24, item 4)', () => {
  let t: TestApp;
  let ops: ReturnType<typeof opsRunner>;

  beforeAll(async () => {
    t = await createTestApp({ NAME_CHECK_RATE_LIMIT_PER_MINUTE: '1000' });
    ops = opsRunner(t);
    await seedCheckoutCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  /** An owner with an ACTIVE Texas business, who has bought the amendment. */
  async function amendingOwner(name: string) {
    const owner = await ownerWithActiveFormation(t, name);
    await buyAsOwner(t, owner, ['LLC_AMENDMENT']);
    return owner;
  }

  /** Saves amendment page1 renaming the business, based on the page's current version. */
  const renameTo = async (owner: SignedInOwner, name: string) => {
    const current = await asOwner(t, owner)(`/api/v1/amendment/page1?individual_id=${owner.id}`);
    const version = (current.json() as { updated_at: string | null }).updated_at;
    return saveOwnerPage(
      t.app,
      owner.token,
      owner.id,
      'amendment/page1',
      {
        business_name: name,
        legal_identifier: 'LLC',
        official_business_name: `${name} LLC`,
        data_changed: true,
      },
      version,
    );
  };
  const submitAmendment = (owner: SignedInOwner) =>
    asOwner(t, owner)(`/api/v1/amendment/submit?individual_id=${owner.id}`, {
      method: 'POST',
      payload: { individual_id: owner.id },
    });
  /** Buys, answers and submits a formation of `name` in Texas. */
  const fileFormationNamed = (owner: SignedInOwner, name: string) =>
    fileFormation(t, owner, {
      page1: {
        ...validFormationAnswers.page1,
        business_name: name,
        official_business_name: `${name} LLC`,
      },
    });
  const businessOf = async (owner: SignedInOwner) =>
    (
      await t.database.db.select().from(businesses).where(eq(businesses.individualId, owner.id))
    )[0]!;
  const ownerCheck = async (owner: SignedInOwner, name: string, own = false) => {
    const businessId = own ? (await businessOf(owner)).id : undefined;
    const response = await asOwner(t, owner)('/api/v1/business/namecheck', {
      method: 'POST',
      key: null,
      payload: { business_name: name, state: 'TX', business_id: businessId },
    });
    return (response.json() as { valid_name: string }).valid_name;
  };
  const anonymousCheck = async (name: string) => {
    const session = await newBrowserSession(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/browser_session/namecheck',
      headers: { cookie: `sessionId=${session}` },
      payload: { business_name: name, state: 'TX', browser_session_id: session },
    });
    return (response.json() as { valid_name: string }).valid_name;
  };
  const expectNameRefusal = (response: Awaited<ReturnType<typeof submitAmendment>>) => {
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.nameUnavailable);
  };

  it('files one of two amendments to one free name made at once; the other is refused', async () => {
    const [rosa, ivan] = [await amendingOwner('rosa'), await amendingOwner('ivan')];
    for (const owner of [rosa, ivan]) {
      expect((await renameTo(owner, 'Zephyr Works')).statusCode).toBe(200);
    }

    const answers = await Promise.all([submitAmendment(rosa), submitAmendment(ivan)]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    expectNameRefusal(answers.find((answer) => answer.statusCode === 422)!);
    // Every name check now finds the name taken, but the amending owner's for their own business.
    const [filer, refused] = answers[0]!.statusCode === 200 ? [rosa, ivan] : [ivan, rosa];
    expect(await anonymousCheck('Zephyr Works')).toBe('FOUND');
    expect(await ownerCheck(refused, 'zephyr works, llc')).toBe('FOUND');
    expect(await ownerCheck(refused, 'Zephyr Works', true)).toBe('FOUND');
    expect(await ownerCheck(filer, 'Zephyr Works', true)).toBe('NOT_FOUND');
    // The refused owner's page says so too, and the formation of a new owner is refused.
    expect((await renameTo(refused, 'Zephyr Works')).json().errors).toEqual({
      business_name: messages.nameUnavailable,
    });
    const newcomer = await signedInOwner(t, 'newcomer');
    const formation = await fileFormationNamed(newcomer, 'Zephyr Works');
    expectNameRefusal(formation);
    expect(
      await t.database.db.select().from(businesses).where(eq(businesses.individualId, newcomer.id)),
    ).toEqual([]);
  });

  it('refuses to apply an amendment whose name another business took meanwhile', async () => {
    const mei = await amendingOwner('mei');
    expect((await renameTo(mei, 'Juniper Works')).statusCode).toBe(200);
    expect((await submitAmendment(mei)).statusCode).toBe(200);
    // The state rejects it: the name is free again, and a new formation takes it.
    expect(
      (
        await ops([
          'set-status',
          String(mei.id),
          'LLC_AMENDMENT',
          'REJECTED',
          '--reason',
          'Name taken',
        ])
      ).code,
    ).toBe(0);
    expect(await anonymousCheck('Juniper Works')).toBe('NOT_FOUND');
    const taker = await signedInOwner(t, 'taker');
    const taken = await fileFormationNamed(taker, 'Juniper Works');
    expect(taken.statusCode, taken.body).toBe(200);
    const before = await businessOf(mei);

    // The back office then sets the rejected amendment ACTIVE after all: refused, saying why.
    const applied = await ops(['set-status', mei.email, 'LLC_AMENDMENT', 'ACTIVE']);
    expect(applied.code).not.toBe(0);
    expect(applied.err.join(' ')).toContain('"Juniper Works" is already held in Texas');
    expect(await businessOf(mei)).toEqual(before);
    const amendment = await asOwner(t, mei)(`/api/v1/services/status/${mei.id}`);
    expect(amendment.json().services).toContainEqual(
      expect.objectContaining({ service: 'llc-amendment', status: 'REJECTED' }),
    );
  });

  it('refuses to move a rejected formation back once its name went to another business', async () => {
    const first = await signedInOwner(t, 'first');
    expect((await fileFormationNamed(first, 'Mesquite Works')).statusCode).toBe(200);
    expect(
      (
        await ops([
          'set-status',
          first.email,
          'LLC_FORMATION',
          'REJECTED',
          '--reason',
          'Name taken',
        ])
      ).code,
    ).toBe(0);
    const second = await signedInOwner(t, 'second');
    expect((await fileFormationNamed(second, 'Mesquite Works')).statusCode).toBe(200);

    const back = await ops(['set-status', first.email, 'LLC_FORMATION', 'ACTIVE']);
    expect(back.code).not.toBe(0);
    expect(back.err.join(' ')).toContain('another business in its state holds that name now');
    expect((await businessOf(first)).status).toBe('REJECTED');
  });

  it('the database refuses a second business holding a name in a state, however it is written', async () => {
    const holder = await ownerWithActiveFormation(t, 'holder', 'Saguaro Supply');
    const row = await businessOf(holder);
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = row;
    const insert = (changes: Partial<typeof row>) =>
      t.database.db.insert(businesses).values({ ...copy, individualId: null, ...changes });
    // Another name key written by a careless writer: the database computes its own.
    await expect(
      insert({ businessName: ' SAGUARO  supply, L.L.C. ', nameKey: 'something else' }),
    ).rejects.toThrow();
    // In another state, or rejected by the state, it holds nothing.
    await insert({ stateCode: 'CA', state: 'California' });
    await insert({ status: 'REJECTED' });
  });
});
