import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LicenceReport, LicenceSubmission } from '../../src/domain/contracts/business-license';
import type { BilledTo } from '../../src/domain/contracts/checkout';
import type { Tier } from '../../src/domain/tiers';
import { HELD_NAME_INDEX } from './held-name-index';

/** Account owners. `id` is the spec's individual_id and the OIDC subject. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    /** The plan the owner bought (a purchase writes it), null before one is. */
    tier: text('tier').$type<Tier>(),
    stripeCustomerId: text('stripe_customer_id'),
    /** Two-letter code of the state the owner's business is in: set by their first purchase. */
    businessState: text('business_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the password was last set (created, changed or reset): the reminder counts from it. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** The owner asked to be reminded to change their password every 90 days (off by default). */
    passwordReminder: boolean('password_reminder').notNull().default(false),
    /** When the owner followed the link mailed to their address; null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * The optional emails the owner receives (settings, email notifications; decision 0074):
     * order status updates and deadline reminders on by default, Business Hub news opt-in.
     */
    emailOrderUpdates: boolean('email_order_updates').notNull().default(true),
    emailDeadlineReminders: boolean('email_deadline_reminders').notNull().default(true),
    emailHubNews: boolean('email_hub_news').notNull().default(false),
    /**
     * When the owner deleted their account (decision 0081): the row stays as a tombstone with
     * nothing personal in it, so the records the law keeps (invoices, signed agreements) still
     * name an owner; every other row of theirs is erased.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('accounts_email_lower').on(sql`lower(${table.email})`)],
);

/**
 * Links that let an owner who forgot their password set a new one (decision 0073). A link's
 * address is its id and a MAC of it under the server's key, never kept; a link works once,
 * until it expires, and setting a password by any way ends the owner's other links.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, or cancelled by a newer link or a password change: the link no longer works. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_links_individual').on(table.individualId)],
);

/**
 * What the owner's signed-in devices are called on the security page: the browser a grant's
 * tokens were last used from and when (the identity provider's grant holds neither).
 */
export const signedInDevices = pgTable(
  'signed_in_devices',
  {
    grantId: text('grant_id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signed_in_devices_individual').on(table.individualId)],
);

/**
 * Everything oidc-provider persists (sessions, grants, codes, refresh tokens, interactions),
 * so any number of server processes can share one database.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id').on(table.grantId),
    index('oidc_payloads_uid').on(table.uid),
    index('oidc_payloads_user_code').on(table.userCode),
    index('oidc_payloads_expires_at').on(table.expiresAt),
  ],
);

/** Secrets generated once and shared by every process: signing keys, cookie keys. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window rate-limit counters (when no Redis is configured). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * An anonymous visitor's registration (spec foundation §3 "Browser session"): its id is the
 * sessionId cookie and the restore_id of a restore link. Page5 creates the account and links it.
 */
export const browserSessions = pgTable('browser_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  browserAgent: text('browser_agent').notNull().default(''),
  individualId: integer('individual_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The saved answers of one questionnaire page, with its version (updated_at), of one owner:
 * a signed-in account (formation, EIN…) or an anonymous browser session (registration).
 */
export const pageAnswers = pgTable(
  'page_answers',
  {
    individualId: integer('individual_id').references(() => accounts.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => browserSessions.id, { onDelete: 'cascade' }),
    /** Flow and page, e.g. formation/page1 (a page definition's id). */
    pageId: text('page_id').notNull(),
    answers: jsonb('answers').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('page_answers_individual_page')
      .on(table.individualId, table.pageId)
      .where(sql`${table.individualId} is not null`),
    uniqueIndex('page_answers_session_page')
      .on(table.sessionId, table.pageId)
      .where(sql`${table.sessionId} is not null`),
    check(
      'page_answers_one_owner',
      sql`(${table.individualId} is null) <> (${table.sessionId} is null)`,
    ),
  ],
);

/**
 * Stripe-like idempotency: the first response to a key is kept and replayed for the same
 * request; the same key with another request is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `individual:<id>` (or a browser session for anonymous flows). */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still being handled. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The process handling the first request (server_processes.id): while it has not answered,
     * the claim holds as long as that process beats. null on claims older than the heartbeat.
     */
    processId: text('process_id'),
  },
  (table) => [
    primaryKey({ columns: [table.owner, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);

/**
 * The Charter processes sharing the database, each beating while it runs (decision 0098): a
 * process silent for longer than the heartbeat's lapse has died, and what it held is free.
 */
export const serverProcesses = pgTable(
  'server_processes',
  {
    id: text('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The database's time at its latest beat. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('server_processes_seen_at').on(table.seenAt)],
);

/**
 * Businesses: those formed through Charter (owned by an account, created by the formation
 * submission) and those already registered with a state outside Charter (no owner: the
 * stand-in for the states' registries, seeded by seed-registered-businesses.ts), so the name
 * check has something to find.
 *
 * A formation's state filing lives on its business row (service_filing, submitted_at,
 * status): one filing per business, replaced in place when the state rejects it.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    /** The owner; null for a business registered outside Charter. */
    individualId: integer('individual_id').references(() => accounts.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    /** The name as the name check compares it (see services/business-name.ts). */
    nameKey: text('name_key').notNull(),
    /**
     * Set by migration 0018 on a business that was found holding a name another business of
     * its state already held, before the database kept names unique (decision 0056): kept as
     * filed, and left out of the unique index below until its name changes.
     */
    duplicateName: boolean('duplicate_name').notNull().default(false),
    legalIdentifier: text('legal_identifier'),
    officialBusinessName: text('official_business_name'),
    businessType: text('business_type').notNull().default('LLC'),
    /** Full state name, as address answers hold it. */
    state: text('state').notNull(),
    /** Two-letter abbreviation, as the name check receives it. */
    stateCode: text('state_code').notNull(),
    /** Business and mailing addresses: { type, street_address, street_address_2, city, state, zipcode }. */
    addresses: jsonb('addresses').notNull().default([]),
    owners: jsonb('owners').notNull().default([]),
    registeredAgent: jsonb('registered_agent'),
    /** Six-digit NAICS code. */
    businessClass: text('business_class'),
    /** The state filing's status (foundation §4 formation order statuses), e.g. SUBMITTED. */
    status: text('status').notNull(),
    /** standard or rapid (foundation §9: 10 or 1 business days). */
    serviceFiling: text('service_filing').notNull().default('standard'),
    /** When the formation was submitted to the state; null for businesses formed elsewhere. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The formation date its state deadlines count from: the day (Charter's Chicago calendar)
     * the formation became ACTIVE, the state having approved it, until the state's filed
     * articles arrive with their effective date, which replaces it (decision 0091); null while
     * it is not ACTIVE (decision 0052).
     */
    formedOn: date('formed_on', { mode: 'string' }),
    /**
     * The number the state filed the formation under, from its filed articles (`npm run ops --
     * attach-document … --file-number`); null until they arrive (decision 0091).
     */
    stateFileNumber: text('state_file_number'),
    /**
     * The EIN the IRS assigned (XX-XXXXXXX), recorded by the back office (`npm run ops -- set-ein`)
     * and sealed as sensitive answers are (server/security/answer-encryption.ts); null until
     * recorded (decision 0087).
     */
    einSealed: text('ein_sealed'),
    /**
     * Its last four digits, in the clear as a card's are: what every page and document shows
     * (**-***6789) without opening the sealed number. Set and cleared with ein_sealed.
     */
    einLastFour: text('ein_last_four'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('businesses_state_name_key').on(table.stateCode, table.nameKey),
    index('businesses_individual_id').on(table.individualId),
    // A state registers a name once: seeding the registry twice (two processes starting at
    // once, every restart) adds nothing.
    uniqueIndex('businesses_registered_elsewhere_name')
      .on(table.stateCode, table.nameKey)
      .where(sql`${table.individualId} IS NULL`),
    // One name per state among the businesses holding theirs (all but those the state
    // rejected), the name normalised by the database itself: business_name_key is the SQL
    // twin of businessNameKey, made by migration 0018 (decision 0056).
    uniqueIndex(HELD_NAME_INDEX)
      .on(table.stateCode, sql`business_name_key(${table.businessName})`)
      .where(sql`${table.status} <> 'REJECTED' AND NOT ${table.duplicateName}`),
  ],
);

/**
 * The services an owner bought, one row per order (issue 30 "services an owner needs again",
 * decision 0085): next year's annual report or a second certificate is a new order with its own
 * status, history and documents. An owner's status for a service (foundation §4 "Service and
 * order statuses", the dashboard's servicesStatus) is that of their latest order of it, the
 * service keyed by its name in hyphenated lower case (e.g. llc-formation). A new order is
 * opened only once the latest has ended (src/domain/services/service-orders.ts).
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: serial('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    status: text('status').notNull(),
    /** When it was bought (or first given by the back office): the timeline's first step. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_orders_owner_service').on(table.individualId, table.service, table.id),
    // Never two open orders of one service: a second is opened only once the first has ended
    // (orderEnded in src/domain/services/service-orders.ts names the same two statuses).
    uniqueIndex('service_orders_one_open')
      .on(table.individualId, table.service)
      .where(sql`${table.status} NOT IN ('ACTIVE', 'REJECTED')`),
  ],
);

/**
 * Every change of an order's status, in order (issue 30 "every step is told"): what the
 * order's timeline reads, and the outbox of the status mails (server/services/status-mail.ts):
 * a change is told once, `told_at` set when its mail was scheduled or found not to be needed.
 */
export const serviceStatusChanges = pgTable(
  'service_status_changes',
  {
    id: serial('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    status: text('status').notNull(),
    /**
     * Why, as the back office recorded it with a REJECTED (issue 30 "a rejection can be
     * fixed"): what the owner reads in the rejected block, the flow and the mail. Null otherwise.
     */
    reason: text('reason'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (table) => [
    index('service_status_changes_owner').on(table.individualId, table.service, table.id),
    index('service_status_changes_order').on(table.orderId, table.id),
    index('service_status_changes_untold')
      .on(table.id)
      .where(sql`${table.toldAt} IS NULL`),
  ],
);

/**
 * The checkout service's priced products (spec foundation §3 "Product"): Charter's services
 * and each state's filing fees, one row per state and name. Seeded from server/checkout at
 * every start; a product the catalogue drops is deactivated, never deleted, as orders may hold
 * its price id.
 */
export const checkoutProducts = pgTable(
  'checkout_products',
  {
    /** price_<state>_<name>: stable across reseeding (server/checkout/product-ids.ts). */
    priceId: text('price_id').primaryKey(),
    productId: text('product_id').notNull(),
    /** A product key, <XX>-STATE or RAPID-STATE. */
    name: text('name').notNull(),
    /** Two-letter code. */
    state: text('state').notNull(),
    /** service or state_fee. */
    type: text('type').notNull(),
    description: text('description').notNull(),
    /** Cents. */
    unitPrice: integer('unit_price').notNull(),
    /** year for a subscription; null for a one-time purchase. */
    subscriptionInterval: text('subscription_interval'),
    /** Whether the buyer may leave it out when no package is involved. */
    optional: boolean('optional').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves only when the seed changes something. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('checkout_products_product_id').on(table.productId),
    unique('checkout_products_state_name').on(table.state, table.name),
  ],
);

/** The products of each tier's package (STARTER, GROWTH, COMPLETE) in each state. */
export const checkoutPackageProducts = pgTable(
  'checkout_package_products',
  {
    state: text('state').notNull(),
    tier: text('tier').notNull(),
    productName: text('product_name').notNull(),
    /** Order within the package. */
    position: integer('position').notNull(),
    optional: boolean('optional').notNull(),
    /** Seconds. */
    standardTime: integer('standard_time').notNull(),
    expeditedTime: integer('expedited_time').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.state, table.tier, table.productName] }),
    foreignKey({
      name: 'checkout_package_products_product_fk',
      columns: [table.state, table.productName],
      foreignColumns: [checkoutProducts.state, checkoutProducts.name],
    }),
  ],
);
/*
 * The card payment provider sandbox (server/payments), in the provider's own terms: card
 * tokens, payment methods, customers and payment intents, keyed by the provider-style ids
 * (tok_…, pm_…, cus_…, pi_…) its API answers with. No full card number or CVC is ever stored.
 */

/** A card as tokenised by the browser: what is safe to keep, and how a charge on it ends. */
export const paymentCardTokens = pgTable('payment_card_tokens', {
  id: text('id').primaryKey(),
  /** The card object's own id (card_…), as the provider's token carries it. */
  cardId: text('card_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  funding: text('funding').notNull(),
  country: text('country').notNull(),
  /** Keyed hash of the number: tells the same card apart without keeping it. */
  fingerprint: text('fingerprint').notNull(),
  cardholderName: text('cardholder_name'),
  /** The test card's decline at charge time (test-cards.ts), fixed at tokenisation; null succeeds. */
  chargeDecline: text('charge_decline'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentCustomers = pgTable('payment_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  /** invoice_settings.default_payment_method: one of the customer's attached payment methods. */
  defaultPaymentMethodId: text('default_payment_method_id').references(
    (): AnyPgColumn => paymentMethods.id,
    { onDelete: 'set null' },
  ),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    /** Unique: a token makes one payment method, even when two requests race for it. */
    tokenId: text('token_id')
      .notNull()
      .unique('payment_methods_token_id_unique')
      .references(() => paymentCardTokens.id),
    /** Set while attached to a customer. */
    customerId: text('customer_id').references(() => paymentCustomers.id),
    /** The provider's billing_details: name, email, phone and address, each null when unset. */
    billingDetails: jsonb('billing_details').$type<BillingDetails>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_methods_customer_id').on(table.customerId)],
);

/** One charge attempt: succeeded, or declined (requires_payment_method) with its error kept. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    /** In cents. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    customerId: text('customer_id').references(() => paymentCustomers.id),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    status: text('status').notNull(),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** The charge (ch_…) of a succeeded intent; null when declined, as nothing was charged. */
    latestChargeId: text('latest_charge_id'),
    /** The provider's last_payment_error of a declined attempt. */
    lastPaymentError: jsonb('last_payment_error').$type<CardErrorBody>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_intents_customer_id').on(table.customerId)],
);

export interface BillingDetails {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    state: string | null;
    postal_code: string | null;
    country: string | null;
  };
}

/** A card decline in the provider's error shape (a payment intent's last_payment_error). */
export interface CardErrorBody {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

/*
 * Purchases (server/checkout): what an owner bought and paid, their receipts and the yearly
 * subscriptions that renew.
 */

/** Raw bytes (Postgres bytea): PGlite hands back a Uint8Array, node-postgres a Buffer. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/** One purchase paid at checkout: what was bought, for how much, with which card. */
export const invoices = pgTable(
  'invoices',
  {
    /** The spec's invoice_id; the invoice number is derived from it (INV-000042). */
    id: serial('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * The purchase request that made it (owner and Idempotency-Key): a retried purchase finds
     * its invoice instead of recording a second one.
     */
    purchaseKey: text('purchase_key').notNull().unique('invoices_purchase_key_unique'),
    /** The provider customer charged (cus_…). */
    customerId: text('customer_id').notNull(),
    /** The charge (pi_…); null when the order cost nothing this year and nothing was charged. */
    paymentIntentId: text('payment_intent_id'),
    description: text('description').notNull(),
    /** Cents: the sum of the lines' amounts. */
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** The purchase payload's individual: first_name, last_name, email, as on the receipt. */
    billedTo: jsonb('billed_to').$type<BilledTo>().notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('invoices_individual_id').on(table.individualId)],
);

/** An invoice's products in the order bought, priced from the catalogue at purchase time. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** A product key, <XX>-STATE or RAPID-STATE. */
    productName: text('product_name').notNull(),
    priceId: text('price_id')
      .notNull()
      .references(() => checkoutProducts.priceId),
    /** Cents: the catalogue price. */
    unitPrice: integer('unit_price').notNull(),
    /** Cents charged: the unit price, or 0 for the registered agent's free first year. */
    amount: integer('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.position] })],
);

/**
 * An invoice's PDF receipt, written a moment after the purchase; absent while being prepared.
 * The PDF is a document of the documents store (decision 0048).
 */
export const invoiceReceipts = pgTable(
  'invoice_receipts',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The receipt in the documents store; null only for a receipt not moved there yet. */
    documentId: integer('document_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'cascade',
    }),
    /**
     * Where receipts were kept before the documents store (decision 0015). Read only by the move
     * at start (server/documents/legacy-bytes.ts), which empties it; a later migration drops it.
     */
    pdf: bytes('pdf'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every receipt has its PDF somewhere: in the documents store, or (not moved yet) in its row.
  (table) => [
    check(
      'invoice_receipts_pdf_kept',
      sql`${table.documentId} is not null or ${table.pdf} is not null`,
    ),
  ],
);

/** A recurring product an owner has (the registered agent), renewed on its date each year. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id')
      .notNull()
      .references(() => checkoutProducts.priceId),
    productName: text('product_name').notNull(),
    /** The card the renewal is charged to; null: the customer's default card then. */
    paymentMethodId: text('payment_method_id'),
    /** active, past_due (a declined renewal being retried), lapsed, ended, canceled (subscriptions.ts). */
    status: text('status').notNull(),
    /** The next renewal (the end of the free first year at first). */
    renewsOn: date('renews_on', { mode: 'string' }).notNull(),
    /**
     * The owner cancelled the renewal (decision 0078): the service runs until renews_on and is
     * then not renewed. Undone (false again, reason kept for the record) before that date.
     */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Why, one of CANCELLATION_REASONS (src/domain/checkout/cancellation-reasons.ts). */
    cancelReason: text('cancel_reason'),
    /** The owner's own words, optional. */
    cancelNote: text('cancel_note'),
    /** When the renewal was cancelled; null while it renews. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Declined charges of the renewal due on renews_on (decision 0088): 0 while none; each one
     * sets the retry's day (3, 7, 14 days after), and the one after the last retry lapses it.
     */
    declinedCharges: integer('declined_charges').notNull().default(0),
    /** The day the declined renewal is charged again; null while none was declined. */
    retryOn: date('retry_on', { mode: 'string' }),
    /** The bank's words for the last decline, as the owner was told them. */
    lastDecline: text('last_decline'),
    /** The renewal date whose 30-day notice was sent: one notice per renewal. */
    noticeSentFor: date('notice_sent_for', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One subscription per owner and price: subscribing again keeps the running one.
  (table) => [unique('subscriptions_individual_price').on(table.individualId, table.priceId)],
);

/**
 * The one-time services and subscriptions a purchase is charging for right now, one row per
 * owner and product: a second purchase of the same product (another key, another tab) finds
 * it and is refused before its charge. The purchase's invoice replaces the claim once recorded.
 */
export const purchaseClaims = pgTable(
  'purchase_claims',
  {
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    /** The purchase's own key (invoices.purchase_key): its retries keep the claim. */
    purchaseKey: text('purchase_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.individualId, table.productName] })],
);

/**
 * Documents of an owner's business that Charter wrote or received (server/documents/
 * document-store.ts): receipts, the formation and EIN filings as submitted, agreements,
 * certificates. The row is what a list shows; the bytes are a file of the documents' files
 * (DATA_DIR/documents or an S3-compatible bucket, decision 0048) named by `file_key`.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * Null for a document made before the business is formed (an EIN prepared early), and for
     * a kept record (a receipt, a signed agreement) once an account deletion erased the business
     * (decision 0081): set null, not cascade.
     */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /**
     * The product key of the service it belongs to, e.g. EIN_APPLICATION; null for a receipt,
     * which covers a whole purchase.
     */
    productKey: text('product_key'),
    /**
     * The order it came back for (what the state or the IRS returned, decision 0091); null for
     * a document no single order produced, or one kept before orders named their documents.
     */
    orderId: integer('order_id').references(() => serviceOrders.id, { onDelete: 'set null' }),
    /** Its shelf in the documents area (src/domain/documents/document-categories.ts). */
    category: text('category').notNull().default('company-documents'),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The file holding the bytes; null only for a document not moved to the files yet. */
    fileKey: text('file_key').unique('documents_file_key_unique'),
    /**
     * Where the bytes were kept before the files (decision 0037). Read only by the move at
     * start (server/documents/legacy-bytes.ts), which empties it; a later migration drops it.
     */
    content: bytes('content'),
    sizeBytes: integer('size_bytes').notNull(),
    /** Hex SHA-256 of the content: what a download can be checked against. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_individual_id').on(table.individualId),
    index('documents_business_id').on(table.businessId),
    // Every document has its bytes somewhere: in its file, or (not moved yet) in its row.
    check(
      'documents_bytes_kept',
      sql`${table.fileKey} is not null or ${table.content} is not null`,
    ),
  ],
);

/**
 * The queue Charter ran its jobs on before the job engine (decision 0047): what a database still
 * holds here is carried over to the engine (pg-boss, decision 0066) when it starts, and the
 * rows leave. Kept until every deployment has started once on the engine; nothing writes here.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Which handler runs it, e.g. 'signing-reminder'. */
    kind: text('kind').notNull(),
    /** What makes it once, e.g. 'signing-reminder:12:3d'. */
    key: text('key').notNull().unique(),
    payload: jsonb('payload').notNull().default({}),
    /** Due from this moment; after a failure, when it is tried again. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** pending, then done, or failed once its attempts are spent. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** While a process runs it, until when the others leave it alone. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('jobs_due').on(table.status, table.runAt)],
);

/**
 * The state filings of a business Charter made for a recurring deadline (decision 0052): the
 * annual report filed through Charter records the occurrence it filed, by the deadline's id
 * ('annual-report', 'recurring-fee-1'…) and due date. Filings made elsewhere are not known.
 */
export const deadlineFilings = pgTable(
  'deadline_filings',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    deadlineId: text('deadline_id').notNull(),
    /** The due date of the occurrence filed. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.deadlineId, table.dueOn] })],
);

/**
 * The annual report an owner submitted (decision 0054): the business and the due date of the
 * occurrence it is filed for, as the owner's calendar showed it at submission (null where the
 * state has no dated annual report). When the back office marks the report ACTIVE (filed by the
 * state), that occurrence is recorded as filed (deadline_filings) and the calendar moves on.
 * One per owner: a report resubmitted after a rejection replaces it.
 */
export const annualReportFilings = pgTable('annual_report_filings', {
  individualId: integer('individual_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  dueOn: date('due_on', { mode: 'string' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
});

/**
 * An owner's private calendar feed (decision 0052): the address's secret token is shown once
 * and kept only as its SHA-256, so the rows alone open no feed. One per owner: a new link
 * replaces the old, and revoking deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  individualId: integer('individual_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Hex SHA-256 of the token in the feed's address. */
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A document sent to be signed, by Charter's own signing service or another provider behind
 * the same interface (server/signing, decision 0050). Its id is public: the audit trail and
 * the signed copy print it.
 */
export const signingEnvelopes = pgTable(
  'signing_envelopes',
  {
    id: uuid('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // Set null, not cascade: a signed agreement outlives the business record an account
    // deletion erases (decision 0081).
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /** The service it belongs to, e.g. LLC_OPERATING_AGREEMENT. */
    productKey: text('product_key').notNull(),
    title: text('title').notNull(),
    /** The business whose document it is, as the emails and the signing page name it. */
    businessName: text('business_name').notNull(),
    /** The document as sent (in the documents store) and its hex SHA-256, which signers confirm. */
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    documentSha256: text('document_sha256').notNull(),
    /** Where each signer's signature and date go on the document, by signer position. */
    signatureFields: jsonb('signature_fields').notNull(),
    /** Who asked (the owner's name, as the emails say it). */
    sentBy: text('sent_by').notNull(),
    /** 'local', or the provider it was sent through, and its id there. */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** sent, then completed once every signer has signed. */
    status: text('status').notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The signed copy with its audit-trail page, and the audit trail alone, once completed. */
    signedDocumentId: integer('signed_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    auditDocumentId: integer('audit_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('signing_envelopes_owner').on(table.individualId, table.productKey)],
);

/**
 * One person asked to sign an envelope, with their personal link: only the SHA-256 of the link's
 * token is kept; the token is derived from the server's link key and `linkNonce`, which a
 * resend replaces (the old link stops working).
 */
export const signingSigners = pgTable(
  'signing_signers',
  {
    id: serial('id').primaryKey(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    /** Their place among the envelope's signers (and their signature field's). */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    linkNonce: text('link_nonce').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** sent, viewed, signed. */
    status: text('status').notNull().default('sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** typed (signatureName) or drawn (signatureImage, a PNG). */
    signatureKind: text('signature_kind'),
    signatureName: text('signature_name'),
    signatureImage: bytes('signature_image'),
  },
  (table) => [unique('signing_signers_position').on(table.envelopeId, table.position)],
);

/**
 * What happened to an envelope, for its audit trail: who (the signer, or none for Charter and
 * the owner), what, when, from which address and browser, and the document's SHA-256 then.
 */
export const signingEvents = pgTable(
  'signing_events',
  {
    id: serial('id').primaryKey(),
    envelopeId: uuid('envelope_id')
      .notNull()
      .references(() => signingEnvelopes.id, { onDelete: 'cascade' }),
    signerId: integer('signer_id').references(() => signingSigners.id, { onDelete: 'cascade' }),
    /** sent, viewed, signed, resent, reminded, completed. */
    event: text('event').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
  },
  (table) => [index('signing_events_envelope').on(table.envelopeId, table.id)],
);

/**
 * Articles of amendment filed for a business (decision 0053): the values the owner asked the
 * state to change, by section, when filed; once the back office sets the amendment ACTIVE they
 * are applied to the business row, and the values they replaced are kept here with the moment,
 * so the row's history is its applied amendments, newest last.
 */
export const businessAmendments = pgTable(
  'business_amendments',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The new values by business column (businessName, owners, addresses...). */
    changes: jsonb('changes').notNull(),
    /**
     * The new name as the name check compares it (businessNameKey), when the amendment renames
     * the business: a filed amendment holds its name until it is applied or rejected.
     */
    nameKey: text('name_key'),
    /** The values the changes replaced, by the same columns; null until applied. */
    previous: jsonb('previous'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** When the state's approval (ACTIVE) applied it to the business; null before. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    index('business_amendments_business').on(table.businessId, table.id),
    index('business_amendments_pending_name')
      .on(table.nameKey)
      .where(sql`${table.nameKey} IS NOT NULL AND ${table.appliedAt} IS NULL`),
  ],
);

/**
 * The business license reports (issue 27): what the owner submitted (the spec's common info,
 * foundation §3), and once the durable job has prepared it, the report and its PDF in the
 * documents store. A report resubmitted after a rejection is a new row; the latest is shown.
 */
export const businessLicenseReports = pgTable(
  'business_license_reports',
  {
    id: serial('id').primaryKey(),
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null when it was ordered before the formation was filed (no business record yet). */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    /** The submission's body as validated, without the owner's id (the row names them). */
    request: jsonb('request').$type<Omit<LicenceSubmission, 'individual_id'>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** The prepared report (LicenceReport); null while the job has not run. */
    report: jsonb('report').$type<LicenceReport>(),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    /** When the owner was told it is ready; null until then (a failed mail is tried again). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('business_license_reports_owner').on(table.individualId, table.id)],
);

/**
 * The Business Hub's categories of guides and of templates (issue 28), loaded from the sources
 * in the repo (server/products/business-hub). A category keeps its id across loads, so an
 * address with ?category_id= stays good.
 */
export const hubCategories = pgTable(
  'hub_categories',
  {
    id: serial('id').primaryKey(),
    /** 'guides' or 'templates' (src/domain/hub/hub-content.ts). */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
  },
  (table) => [unique('hub_categories_kind_name').on(table.kind, table.name)],
);

/**
 * The hub's articles, guides and templates: what the lists show, the article's body, and the
 * search text. An item keeps its id across loads (by kind and slug), so favourites and links
 * stay good; one removed from the sources is withdrawn, not deleted.
 */
export const hubItems = pgTable(
  'hub_items',
  {
    id: serial('id').primaryKey(),
    /** 'articles', 'guides' or 'templates'. */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id').references(() => hubCategories.id),
    tags: jsonb('tags').$type<string[]>().notNull(),
    publishDate: date('publish_date').notNull(),
    /** An article's body (HTML); null for guides and templates, which are files. */
    bodyHtml: text('body_html'),
    /** An article's featured image's alt text. */
    imageAltText: text('image_alt_text'),
    /** Plain text of everything the item says, for search. */
    searchText: text('search_text').notNull(),
    /** Hex SHA-256 of what was loaded (row and files): a load rewrites only what changed. */
    sha256: text('sha256').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('hub_items_kind_slug').on(table.kind, table.slug)],
);

/**
 * The hub's files: a guide's PDF, a template's blank DOCX, an article's featured image. Charter's
 * own content, the same for every owner and small (tens of KB), so the bytes are kept in the row
 * rather than among the owners' document files (decision 0069).
 */
export const hubFiles = pgTable(
  'hub_files',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => hubItems.id, { onDelete: 'cascade' }),
    /** 'file' (the download) or 'image' (an article's featured image). */
    role: text('role').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytes('content').notNull(),
    sha256: text('sha256').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.role] })],
);

/** An owner's favourite hub items (spec §3 "Bookmark"). */
export const hubFavorites = pgTable(
  'hub_favorites',
  {
    individualId: integer('individual_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => hubItems.id, { onDelete: 'cascade' }),
    /** The business the owner favourited it for; null before their business is formed. */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.individualId, table.itemId] })],
);

/**
 * Each load of the hub's sources that changed something: the sources' fingerprint and the search
 * index built from them. A process whose sources' fingerprint is the latest loads nothing.
 */
export const hubContentLoads = pgTable('hub_content_loads', {
  fingerprint: text('fingerprint').primaryKey(),
  /** MiniSearch's serialised index of the live items (the browser searches it offline). */
  searchIndex: text('search_index').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Requests to Charter's support team (decision 0079): an owner's from /submit-request, or a
 * visitor's from /chat (no account: `individual_id` null, the address they gave in
 * `contact_email`). Each is mailed to SUPPORT_EMAIL when made; the back office answers with
 * `npm run ops -- requests reply`.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    individualId: integer('individual_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** A guest's address (the /chat form); null for an owner's request (their account's). */
    contactEmail: text('contact_email'),
    /** One of SUPPORT_TOPICS (src/domain/support/support-requests.ts). */
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    /** open (waiting for support), answered (support replied), closed. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_individual').on(table.individualId),
    index('support_requests_status').on(table.status, table.createdAt),
    check(
      'support_requests_someone_to_answer',
      sql`${table.individualId} is not null or ${table.contactEmail} is not null`,
    ),
  ],
);

/** The messages of a support request, in order: the first is the request's own. */
export const supportRequestMessages = pgTable(
  'support_request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** owner (or the guest who asked), or support. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_request_messages_request').on(table.requestId, table.id)],
);

/** The owner's own documents a request points support to (never copies of them). */
export const supportRequestAttachments = pgTable(
  'support_request_attachments',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.documentId] })],
);
