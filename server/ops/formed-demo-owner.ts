import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app';
import type { DemoOwner, ServerConfig } from '../config';
import { productIds } from '../checkout/product-ids';
import { encodeBracketForm } from '../payments/form-encoding';
import type { Database } from '../db/database';
import { accounts, signingSigners } from '../db/schema';
import { PRODUCTS } from '../products';
import { activeEffects } from '../services/product-plugin';
import { attachSpecimen } from '../services/returned-document-jobs';
import { returnedDocumentKinds } from '../services/returned-documents';
import { serverAnswerKey } from '../services/server-secrets';
import { signingLinks } from '../signing/create-signing';
import {
  API_MOUNT,
  IDENTITY_PROVIDER_MOUNT,
  type ServiceMount,
} from '../../src/domain/server-paths';
import { EIN_FLOW } from '../../src/domain/flows/ein-flow';
import { FORMATION_FLOW } from '../../src/domain/flows/formation-flow';
import { OPERATING_AGREEMENT_FLOW } from '../../src/domain/flows/operating-agreement-flow';
import { REGISTERED_AGENT_FLOW } from '../../src/domain/flows/registered-agent-flow';
import type { Flow } from '../../src/domain/flows/flow';
import type { Answers } from '../../src/domain/questionnaire/page-definition';
import { monthPickerOptions } from '../../src/domain/questionnaire/month-picker';
import { signingApiPaths } from '../../src/domain/signing/signature-request';
import { serviceNameOf } from '../../src/domain/services/service-names';
import { recordOwnerEin, setOwnerServiceStatus } from './ops-commands';

/*
 * The second demo owner (issue 31, point 3; decision 0097): an owner whose Texas LLC is formed,
 * with an EIN, a registered agent, the documents that came back, a signed operating agreement
 * and the deadlines that follow. Everything is done as it happens for a real owner: the owner's
 * part through the API as their browser sends it (sign-in, purchase with the payments sandbox,
 * questionnaire pages, submissions, the member's signature through their link), the back
 * office's part through its own commands (`npm run ops -- set-status`, `set-ein`), and the
 * documents the state and the IRS send back as demo mode's marked specimens. Nothing is written
 * around the rules, so every screen shows what a real owner's data would make it show.
 */

/** The business, filed under a name no seeded registry business holds. */
const BUSINESS_NAME = 'Pecan Street Bakery';

/** The number the demo's IRS "assigned": shown masked, sealed like any recorded EIN. */
export const FORMED_DEMO_EIN = '84-2026031';

/** The member's phone: on the formation and in the owner's own contact details. */
const PHONE = '+1 (512) 555-0142';

/** The sandbox's card that always succeeds (README "Payments"). */
const DEMO_CARD = { number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123' };

/** What the seed's requests carry as their browser: the signing audit trail records it. */
const SEED_USER_AGENT = 'Charter demo seed (first start)';

type SeededApp = FastifyInstance & { services: AppServices };

/** Why the formed demo owner cannot be seeded with this configuration; null when it can. */
export function formedDemoOwnerUnavailable(
  config: Pick<ServerConfig, 'oidc' | 'payments' | 'signing'>,
): string | null {
  if (config.oidc.externalIssuer !== null)
    return 'its sign-in needs the embedded identity provider';
  if (config.payments.baseUrl !== null) return 'its purchase needs the payments sandbox';
  if (config.signing.provider !== 'local') return "its signature needs Charter's own signing";
  return null;
}

/** The owner's pages of one flow, saved in order as the browser's sync engine saves them. */
interface FlowAnswers {
  flow: Flow;
  pages: ReadonlyArray<readonly [page: string, answers: Answers]>;
}

/** A Texas bakery with one member, the demo owner, and Charter as its registered agent. */
function formationAnswers(owner: DemoOwner): FlowAnswers {
  return {
    flow: FORMATION_FLOW,
    pages: [
      [
        'page1',
        {
          business_name: BUSINESS_NAME,
          legal_identifier: 'LLC',
          official_business_name: `${BUSINESS_NAME} LLC`,
          business_street_address1: '1400 S Congress Ave',
          business_street_address2: 'STE 110',
          business_city: 'Austin',
          business_state: 'Texas',
          business_zip_code: '78704',
          mailing_same_as_business: true,
        },
      ],
      ['page2', { business_class: '311811' }],
      [
        'page3',
        {
          owners: [
            {
              contact_info_prefill: false,
              first_name: owner.firstName,
              last_name: owner.lastName,
              email: owner.email,
              phone: PHONE,
              percentage: 100,
              address_prefill: false,
              street_address1: '2200 S Lamar Blvd',
              street_address2: '',
              city: 'Austin',
              state: 'Texas',
              zip_code: '78704',
              is_managing_member: true,
              is_primary_contact: true,
            },
          ],
        },
      ],
      ['page4', { is_bizup_designated_agent: true }],
    ],
  };
}

/** The EIN application: the member as responsible party, a bakery hiring two people. */
function einAnswers(owner: DemoOwner, now: Date): FlowAnswers {
  const nextMonth = monthPickerOptions(now)[1]!.value;
  return {
    flow: EIN_FLOW,
    pages: [
      [
        'page1',
        {
          first_name: owner.firstName,
          last_name: owner.lastName,
          // Made up, as everything here: sealed at rest as any answer of the kind.
          tax_id_number: '123-45-6789',
          role: 'Managing member',
        },
      ],
      ['page2', { has_employees: true, number_of_employees: 2, first_wage_month: nextMonth }],
      [
        'page3',
        {
          reason_for_applying: 'started_new_business',
          business_start_month: nextMonth,
          fiscal_year_end_month: 'December',
        },
      ],
      ['page4', { category: 'retail' }],
      ['retail', { industry_type: 'storefront', type_specification: 'Bakery and café' }],
    ],
  };
}

/** The operating agreement's one member, who signs it. */
const agreementMembers = (owner: DemoOwner): Answers => ({
  members: [
    {
      first_name: owner.firstName,
      last_name: owner.lastName,
      email: owner.email,
      percentage: 100,
      capital_contribution: '$5,000 in cash',
      is_managing_member: true,
    },
  ],
});

/** What the owner buys at once: the STARTER formation with Texas's fee and three services. */
const PURCHASE = [
  'LLC_FORMATION',
  'TX-STATE',
  'EIN_APPLICATION',
  'REGISTERED_AGENT',
  'LLC_OPERATING_AGREEMENT',
];

/** An answer the seed needs: anything but a success stops it with what the server said. */
async function expectOk(
  what: string,
  response: Promise<{ statusCode: number; body: string }>,
): Promise<unknown> {
  const answer = await response;
  if (answer.statusCode === 204) return null;
  if (answer.statusCode !== 200) {
    throw new Error(
      `Seeding the formed demo owner: ${what} answered ${answer.statusCode}: ${answer.body}`,
    );
  }
  return JSON.parse(answer.body) as unknown;
}

/** Requests as a browser makes them: a new Idempotency-Key on each mutation, a bearer token. */
function browser(app: SeededApp, token: string | null) {
  return (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object | string,
    contentType?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: {
        'user-agent': SEED_USER_AGENT,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload ? { payload } : {}),
    });
}

/** Signs in with the password, as the app's sign-in form does: the access token. */
async function signIn(app: SeededApp, config: ServerConfig, owner: DemoOwner): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: owner.email,
    password: owner.password,
    client_id: config.oidc.clientId,
    scope: 'openid',
  });
  const tokens = (await expectOk(
    'the sign-in',
    browser(app, null)(
      'POST',
      `${IDENTITY_PROVIDER_MOUNT}/token`,
      form.toString(),
      'application/x-www-form-urlencoded',
    ),
  )) as { access_token: string };
  return tokens.access_token;
}

/** Buys PURCHASE with the sandbox's card, as the checkout modal does (a token, then the order). */
async function buy(app: SeededApp, config: ServerConfig, owner: DemoOwner, token: string) {
  // The sandbox's one call the browser makes, with the publishable key.
  const cardToken = (await expectOk(
    'the card token',
    browser(app, config.payments.publishableKey)(
      'POST',
      `${'/payments' satisfies ServiceMount}/v1/tokens`,
      encodeBracketForm({ card: DEMO_CARD }),
      'application/x-www-form-urlencoded',
    ),
  )) as { id: string };
  await expectOk(
    'the purchase',
    browser(app, token)('POST', `${API_MOUNT}/v1/checkout`, {
      individual: { first_name: owner.firstName, last_name: owner.lastName, email: owner.email },
      payment_method_token: cardToken.id,
      subscriptions: PURCHASE.map((product) => ({
        product_name: product,
        price_id: productIds('tx', product).priceId,
        quantity: 1,
      })),
    }),
  );
}

/**
 * The member signs the agreement through their personal link, as the signing page does: reads
 * what it asks, opens the document, then signs it with their typed name.
 */
async function signAsMember(
  app: SeededApp,
  db: Database,
  config: ServerConfig,
  envelopeId: string,
  name: string,
) {
  const links = signingLinks(config, await serverAnswerKey(config, db));
  const [signer] = await db
    .select({ linkNonce: signingSigners.linkNonce })
    .from(signingSigners)
    .where(eq(signingSigners.envelopeId, envelopeId))
    .orderBy(asc(signingSigners.position));
  const token = links.token(signer!.linkNonce);
  const signerBrowser = browser(app, null);
  const request = (await expectOk(
    'the signing link',
    signerBrowser('GET', `${API_MOUNT}${signingApiPaths.request(token)}`),
  )) as { document_sha256: string };
  await expectOk(
    'the viewed document',
    signerBrowser('POST', `${API_MOUNT}${signingApiPaths.viewed(token)}`),
  );
  await expectOk(
    'the signature',
    signerBrowser('POST', `${API_MOUNT}${signingApiPaths.sign(token)}`, {
      consent: true,
      signature: { kind: 'typed', name },
      document_sha256: request.document_sha256,
    }),
  );
}

/**
 * Seeds the formed demo owner on first start (decision 0097). The account's creation is the
 * once: a start that finds it (seeded before, or by another process starting beside this one)
 * changes nothing. Resolves with whether this call seeded it.
 */
export async function ensureFormedDemoOwner(
  app: SeededApp,
  db: Database,
  config: ServerConfig,
  owner: DemoOwner,
): Promise<boolean> {
  const { services } = app;
  const now = () => new Date();
  if (await services.accounts.findByEmail(owner.email)) return false;
  const created = await services.accounts.create({
    email: owner.email,
    password: owner.password,
    firstName: owner.firstName,
    lastName: owner.lastName,
  });
  if (!created) return false;
  const ownerRef = String(created.id);
  const token = await signIn(app, config, owner);
  const as = browser(app, token);
  const saveAll = async ({ flow, pages }: FlowAnswers) => {
    for (const [page, answers] of pages) {
      await expectOk(
        `${flow.key} ${page}`,
        as('POST', `${API_MOUNT}${flow.pagePath!(page)}`, {
          ...answers,
          individual_id: created.id,
          updated_at: null,
        }),
      );
    }
  };
  const submit = (flow: Flow, payload?: object) =>
    expectOk(
      `the ${flow.key} submission`,
      as('POST', `${API_MOUNT}${flow.submission!.path}?individual_id=${created.id}`, payload),
    );
  const backOffice = (service: string, status: string) =>
    setOwnerServiceStatus(services.jobs, db, { owner: ownerRef, service, status }, now());
  const specimens = {
    db,
    documents: services.documents,
    mailer: services.mailer,
    publicUrl: config.publicUrl,
    whenActive: activeEffects(PRODUCTS),
    kinds: returnedDocumentKinds(PRODUCTS),
  };
  /** What came back for a service's order, as demo mode attaches it: a marked specimen. */
  const returned = (flow: Flow) =>
    attachSpecimen(
      specimens,
      services.jobs,
      { individualId: created.id, service: serviceNameOf(flow.submission!.productKey) },
      now(),
    );

  await buy(app, config, owner, token);
  await expectOk(
    'the contact details',
    as('PUT', `${API_MOUNT}/v1/individual/${created.id}`, { phone: PHONE, previous_phone: null }),
  );

  // The formation: filed, then approved by the state (the back office's steps), its filed
  // articles back. The specimen records no file number: the formation date is the approval's.
  await saveAll(formationAnswers(owner));
  const { business_id: businessId } = (await submit(FORMATION_FLOW)) as { business_id: number };
  await backOffice('LLC_FORMATION', 'IN_PROGRESS');
  await backOffice('LLC_FORMATION', 'ACTIVE');
  await returned(FORMATION_FLOW);

  // The EIN: applied for, then the number the IRS assigned recorded as `set-ein` records it.
  await saveAll(einAnswers(owner, now()));
  await submit(EIN_FLOW);
  await recordOwnerEin(
    services.jobs,
    db,
    services.answerCipher,
    { owner: ownerRef, ein: FORMED_DEMO_EIN },
    now(),
  );
  await returned(EIN_FLOW);

  // The registered agent: appointed for the formed business, its yearly renewal bought above.
  await submit(REGISTERED_AGENT_FLOW, {
    individual_id: created.id,
    business_id: String(businessId),
  });
  await backOffice('REGISTERED_AGENT', 'IN_PROGRESS');
  await backOffice('REGISTERED_AGENT', 'ACTIVE');
  await returned(REGISTERED_AGENT_FLOW);

  // The operating agreement: its member saved, sent for signature, signed through the link.
  await saveAll({ flow: OPERATING_AGREEMENT_FLOW, pages: [['members', agreementMembers(owner)]] });
  const sent = (await submit(OPERATING_AGREEMENT_FLOW, { individual_id: created.id })) as {
    envelope_id: string;
  };
  await signAsMember(app, db, config, sent.envelope_id, `${owner.firstName} ${owner.lastName}`);

  // Its address is made up, as the first demo owner's: there is no mailbox to confirm it from.
  await db.update(accounts).set({ emailConfirmedAt: now() }).where(eq(accounts.id, created.id));
  return true;
}
