/**
 * `npm run dev`: the Vite dev server with hot module replacement on PORT (default 8080), in
 * front of the same Fastify server (API, identity provider, services) on API_PORT. The
 * browser sees one origin, so the issuer and redirect URIs match as in production.
 */
import { createServer as createViteServer } from 'vite';
import { SERVER_PATH_PREFIXES } from '../src/domain/server-paths';
import { buildApp } from './app';
import { readConfig } from './config';
import { keepNewFilesPrivate } from './data-dir/private-data-dir';
import { openServerDatabase } from './db/server-database';
import { demoOwnerNotices } from './services/seed';
import { seedFirstStart } from './first-start-seed';

const appPort = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? appPort + 1);
const config = readConfig({
  ...process.env,
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${appPort}`,
  STATIC_DIR: '',
});

keepNewFilesPrivate();
const { database, opsToken, warnings } = await openServerDatabase(config, {
  host: '127.0.0.1',
  port: apiPort,
});
const app = await buildApp(config, database, { opsToken });
for (const warning of warnings) app.log.warn(warning);
await seedFirstStart(app, database.db, config);
await app.listen({ port: apiPort, host: '127.0.0.1' });

const target = `http://127.0.0.1:${apiPort}`;
const vite = await createViteServer({
  server: {
    port: appPort,
    strictPort: true,
    proxy: Object.fromEntries(SERVER_PATH_PREFIXES.map((prefix) => [prefix, { target }])),
  },
});
await vite.listen();
vite.printUrls();
for (const notice of demoOwnerNotices(config)) console.log(`  ${notice}`);

const shutdown = async () => {
  await vite.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
