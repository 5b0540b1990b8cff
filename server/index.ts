import { readConfig } from './config';
import { openDatabase } from './db/database';
import { ensureDemoOwner } from './db/seed';
import { seedRegisteredBusinesses } from './db/seed-registered-businesses';
import { seedCheckoutCatalogue } from './checkout/seed-catalogue';
import { buildApp } from './app';

/** `npm start`: one process serving the PWA and every embedded service. */
async function main() {
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, database);

  if (config.demoOwner) await ensureDemoOwner(database.db, app.services.accounts, config.demoOwner);
  await seedRegisteredBusinesses(database.db);
  await seedCheckoutCatalogue(database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close(); // stops accepting connections and waits for in-flight requests
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const store =
    database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Charter is running at ${config.publicUrl}`,
    `  Data: ${store}`,
    ...(config.demoOwner
      ? [`  Demo owner: ${config.demoOwner.email} / ${config.demoOwner.password}`]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
