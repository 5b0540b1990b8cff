import type { AppServices } from './app';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { seedCheckoutCatalogue } from './checkout/seed-catalogue';
import { ensureFormedDemoOwner, formedDemoOwnerUnavailable } from './ops/formed-demo-owner';
import { ensureDemoOwner } from './services/seed';
import { seedRegisteredBusinesses } from './services/seed-registered-businesses';

/**
 * What a server seeds as it starts (`npm start`, `npm run dev`): the businesses standing in for
 * the state registries, the catalogue, then the demo owners when configured (the formed one
 * buys from that catalogue). Each part is once: a later start leaves what it finds.
 */
export async function seedFirstStart(
  app: FastifyInstance & { services: AppServices },
  db: Database,
  config: ServerConfig,
): Promise<void> {
  await seedRegisteredBusinesses(db);
  await seedCheckoutCatalogue(db);
  if (config.demoOwner) await ensureDemoOwner(db, app.services.accounts, config.demoOwner);
  if (!config.formedDemoOwner) return;
  const unavailable = formedDemoOwnerUnavailable(config);
  if (unavailable) {
    app.log.warn(`The formed demo owner is not seeded: ${unavailable}`);
    return;
  }
  try {
    await ensureFormedDemoOwner(app, db, config, config.formedDemoOwner);
  } catch (error) {
    // The server serves on: the first demo owner and everything else are there.
    app.log.error({ err: error }, 'Seeding the formed demo owner failed');
  }
}
