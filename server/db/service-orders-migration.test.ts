import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../services/accounts';
import { openTestDatabase } from '../test-support/test-app';
import { serviceOrders, serviceStatusChanges } from './schema';

const migration = (file: string) =>
  readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((text) => sql.raw(text));

/**
 * Migration 0028 on a database whose owners have services (one status each) and a history of
 * their changes (migration 0027): each service becomes the owner's first order of it, bought
 * when its history begins, and every change belongs to that order (decision 0085).
 */
describe('migration 0028 on services kept before orders', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('makes each service its owner’s first order, with its history', async () => {
    const db = database.db;
    const rosa = (await insertAccount(db, { email: 'rosa@orders.example', passwordHash: 'x' }))!.id;
    const ivan = (await insertAccount(db, { email: 'ivan@orders.example', passwordHash: 'x' }))!.id;
    // The tables as migration 0027 left them.
    await db.execute(sql`DROP TABLE service_status_changes, service_orders CASCADE`);
    for (const statement of migration('0027_service_status_changes.sql'))
      await db.execute(statement);
    await db.execute(sql`CREATE TABLE service_statuses (
      individual_id integer NOT NULL REFERENCES accounts(id) ON DELETE cascade,
      service text NOT NULL, status text NOT NULL,
      updated_at timestamp with time zone DEFAULT now() NOT NULL,
      PRIMARY KEY (individual_id, service))`);
    await db.execute(sql`INSERT INTO service_statuses VALUES
      (${rosa}, 'llc-formation', 'ACTIVE', '2026-10-05T15:00:00Z'),
      (${rosa}, 'ein-application', 'SUBMITTED', '2026-10-07T15:00:00Z'),
      (${ivan}, 'llc-formation', 'PURCHASED', '2026-09-01T15:00:00Z')`);
    await db.execute(sql`INSERT INTO service_status_changes
      (individual_id, service, status, changed_at, told_at) VALUES
      (${rosa}, 'llc-formation', 'SUBMITTED', '2026-10-01T15:00:00Z', now()),
      (${rosa}, 'llc-formation', 'ACTIVE', '2026-10-05T15:00:00Z', null),
      (${rosa}, 'ein-application', 'SUBMITTED', '2026-10-07T15:00:00Z', null)`);

    for (const statement of migration('0028_service_orders.sql')) await db.execute(statement);
    for (const statement of migration('0029_drop_service_statuses.sql'))
      await db.execute(statement);

    const orders = await db.select().from(serviceOrders).orderBy(asc(serviceOrders.id));
    expect(
      orders.map(({ individualId, service, status, orderedAt }) => ({
        individualId,
        service,
        status,
        orderedAt: orderedAt.toISOString(),
      })),
    ).toEqual([
      {
        individualId: rosa,
        service: 'ein-application',
        status: 'SUBMITTED',
        orderedAt: '2026-10-07T15:00:00.000Z',
      },
      // Bought when its history begins…
      {
        individualId: rosa,
        service: 'llc-formation',
        status: 'ACTIVE',
        orderedAt: '2026-10-01T15:00:00.000Z',
      },
      // …or when it last changed, where no history is kept.
      {
        individualId: ivan,
        service: 'llc-formation',
        status: 'PURCHASED',
        orderedAt: '2026-09-01T15:00:00.000Z',
      },
    ]);
    const orderOf = (individualId: number, service: string) =>
      orders.find((order) => order.individualId === individualId && order.service === service)!.id;
    const changes = await db
      .select({ orderId: serviceStatusChanges.orderId, status: serviceStatusChanges.status })
      .from(serviceStatusChanges)
      .orderBy(asc(serviceStatusChanges.id));
    expect(changes).toEqual([
      { orderId: orderOf(rosa, 'llc-formation'), status: 'SUBMITTED' },
      { orderId: orderOf(rosa, 'llc-formation'), status: 'ACTIVE' },
      { orderId: orderOf(rosa, 'ein-application'), status: 'SUBMITTED' },
    ]);
  });
});
