import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from '../config';
import { seedFirstStart } from '../first-start-seed';
import { asOwner, type SignedInOwner } from '../test-support/owners';
import {
  createTestApp,
  TEST_PAYMENTS_SECRET_KEY,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../test-support/test-app';
import { passwordGrant } from '../test-support/tokens';
import { FORMED_DEMO_EIN, formedDemoOwnerUnavailable } from './formed-demo-owner';
import { RETURNED_DOCUMENTS } from '../../src/domain/documents/returned-documents';
import { specimenMark } from '../documents/specimen-pdf';
import { specimenTitle } from '../services/returned-documents';
import { readPdfText } from '../test-support/pdf-text';

/** What came back for the formation, the EIN and the agent: demo mode's marked specimens. */
const SPECIMENS = [
  RETURNED_DOCUMENTS.LLC_FORMATION,
  RETURNED_DOCUMENTS.EIN_APPLICATION,
  RETURNED_DOCUMENTS.REGISTERED_AGENT,
];

/** The configuration of a server started on this machine: both demo owners on. */
const startConfig = (env: Record<string, string> = {}): ServerConfig =>
  readConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    STATIC_DIR: '',
    DEMO_OWNER: 'true',
    PAYMENTS_SECRET_KEY: TEST_PAYMENTS_SECRET_KEY,
    ...env,
  });

interface ListedDocument {
  document_id: number;
  title: string;
  category: string;
  product_key: string | null;
}

describe('the formed demo owner (issue 31, point 3): a Texas LLC formed, seeded at first start', () => {
  let t: TestApp;
  let owner: SignedInOwner;
  const config = startConfig();
  const demo = config.formedDemoOwner!;
  const api = (url: string) => asOwner(t, owner)(`/api${url}`);

  /** What the owner's screens read: the dashboard's services, the business, its documents… */
  const whatTheOwnerSees = async () => ({
    services: (await api(`/v1/services/status/${owner.id}`)).json(),
    businesses: (await api('/v1/business/list')).json(),
    documents: (await api(`/v1/services/documents/list/${owner.id}`)).json(),
    calendar: (await api(`/v1/compliance/deadlines/${owner.id}`)).json(),
    agreement: (await api(`/v1/operating_agreement/signers?individual_id=${owner.id}`)).json(),
    individual: (await api(`/v1/individual/${owner.id}`)).json(),
  });
  let seen: Awaited<ReturnType<typeof whatTheOwnerSees>>;

  beforeAll(async () => {
    t = await createTestApp();
    const started = Date.now();
    await seedFirstStart(t.app, t.database.db, config);
    // Fast enough for every first start (PGlite in memory here, under a loaded test run).
    expect(Date.now() - started).toBeLessThan(15_000);
    const { status, body } = await passwordGrant(t.app, demo.email, demo.password);
    expect(status).toBe(200);
    const account = await t.app.services.accounts.findByEmail(demo.email);
    owner = {
      id: account!.id,
      email: demo.email,
      token: body.access_token!,
      idToken: body.id_token!,
    };
    seen = await whatTheOwnerSees();
  });
  afterAll(() => t.close());

  it('is seeded beside the first demo owner, at its fixed address, with the same password', () => {
    expect(demo.email).toBe('formed@charter.test');
    expect(demo.password).toBe(config.demoOwner!.password);
    expect(seen.individual).toMatchObject({
      email: 'formed@charter.test',
      business_state: 'TX',
      phone: '+1 (512) 555-0142',
      email_verified: true,
    });
  });

  it('has its LLC formed (ACTIVE) in Texas, every service bought ACTIVE', () => {
    const [business] = seen.businesses.businesses as Array<Record<string, unknown>>;
    expect(seen.businesses.businesses).toHaveLength(1);
    expect(business).toMatchObject({
      official_business_name: 'Pecan Street Bakery LLC',
      state_code: 'TX',
      status: 'ACTIVE',
      // No made-up state file number: the specimen of the filed articles records none.
      state_file_number: null,
    });
    expect(business!.formed_on).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    const statuses = Object.fromEntries(
      (seen.services.services as Array<{ service: string; status: string }>).map((entry) => [
        entry.service,
        entry.status,
      ]),
    );
    expect(statuses).toEqual({
      'llc-formation': 'ACTIVE',
      'ein-application': 'ACTIVE',
      'registered-agent': 'ACTIVE',
      'llc-operating-agreement': 'ACTIVE',
    });
  });

  it('shows its EIN masked, the number itself only on asking', async () => {
    const [business] = seen.businesses.businesses as Array<Record<string, unknown>>;
    expect(business!.ein_masked).toBe(`**-***${FORMED_DEMO_EIN.slice(-4)}`);
    expect(JSON.stringify(seen)).not.toContain(FORMED_DEMO_EIN.slice(3));
    const revealed = (await api(`/v1/business/ein/${owner.id}`)).json();
    expect(revealed).toMatchObject({ ein: FORMED_DEMO_EIN });
  });

  it('has its registered agent ACTIVE, its yearly renewal on the calendar as a purchase records it', () => {
    expect(seen.individual.add_ons).toContain('REGISTERED_AGENT');
    expect(seen.calendar.renewals).toEqual([
      expect.objectContaining({ product_key: 'REGISTERED_AGENT', ends: false }),
    ]);
    expect(seen.calendar.renewals[0].days_until_due).toBeGreaterThan(300);
  });

  it('has the documents that came back on their shelves, each a marked specimen', async () => {
    const documents = seen.documents.documents as ListedDocument[];
    const titles = documents.map((document) => document.title);
    for (const returned of SPECIMENS) {
      const listed = documents.find((document) => document.title === specimenTitle(returned.title));
      expect(listed).toMatchObject({ category: returned.category });
      const stored = await t.app.services.documents.find(listed!.document_id, owner.id);
      const text = (await readPdfText(stored!.content)).pages.join(' ');
      expect(text).toContain(specimenMark(returned.issuer));
      expect(text).toContain('Pecan Street Bakery LLC');
    }
    // The owner's own: the receipt, what was filed, and the signed agreement.
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Receipt INV-/),
        'Business formation filing as submitted',
        expect.stringMatching(/^Operating Agreement of Pecan Street Bakery LLC \(signed\)$/),
      ]),
    );
  });

  it('has its operating agreement signed by its member, through the signing link', () => {
    expect(seen.agreement).toMatchObject({
      status: 'completed',
      signers: [{ name: 'Frankie Formed', email: demo.email, state: 'signed' }],
    });
  });

  it('has upcoming deadlines, counted from its formation in Texas', () => {
    expect(seen.calendar.business).toMatchObject({ state_code: 'TX', status: 'ACTIVE' });
    const deadlines = seen.calendar.deadlines as Array<{ status: string; days_until_due: number }>;
    expect(deadlines.length).toBeGreaterThan(0);
    for (const deadline of deadlines) {
      expect(deadline.status).toBe('upcoming');
      expect(deadline.days_until_due).toBeGreaterThan(0);
    }
  });

  it('is never seeded again: a second start changes nothing the owner sees', async () => {
    await seedFirstStart(t.app, t.database.db, config);
    expect(await whatTheOwnerSees()).toEqual(seen);
  });

  it('is left out, with the reason, where its sign-in, purchase or signature cannot be done', () => {
    expect(formedDemoOwnerUnavailable(config)).toBeNull();
    expect(
      formedDemoOwnerUnavailable(
        startConfig({ PAYMENTS_BASE_URL: 'https://payments.example', PAYMENTS_SECRET_KEY: 'sk' }),
      ),
    ).toBe('its purchase needs the payments sandbox');
    expect(
      formedDemoOwnerUnavailable(startConfig({ OIDC_ISSUER: 'https://id.example/realms/charter' })),
    ).toBe('its sign-in needs the embedded identity provider');
  });

  it('is not seeded unless the demo owners are (tests, a public PUBLIC_URL)', () => {
    expect(startConfig({ DEMO_OWNER: 'false' }).formedDemoOwner).toBeNull();
    expect(readConfig({ PUBLIC_URL: 'https://charter.example' }).formedDemoOwner).toBeNull();
  });
});
