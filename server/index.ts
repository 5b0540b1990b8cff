import { readConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { openServerDatabase } from './db/server-database';
import { demoOwnerNotices } from './services/seed';
import { seedFirstStart } from './first-start-seed';
import { buildApp } from './app';
import { keepNewFilesPrivate } from './data-dir/private-data-dir';
import { METRICS_PATH } from './metrics/metrics-server';

/** `npm start`: one process serving the PWA and every embedded service. */
async function main() {
  keepNewFilesPrivate();
  const config = readConfig();
  const { database, opsToken, warnings } = await openServerDatabase(config, {
    host: config.host,
    port: config.port,
  });
  const app = await buildApp(config, database, { opsToken });
  for (const warning of warnings) app.log.warn(warning);

  await seedFirstStart(app, database.db, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever holds the close up (a request that never ends), the process exits in the end.
    setTimeout(
      () => {
        app.log.error({ signal }, 'shutdown timed out: exiting with requests still open');
        process.exit(1);
      },
      (config.shutdownDrainSeconds + config.shutdownTimeoutSeconds) * 1000,
    ).unref();
    try {
      // A balancer's stop (SIGTERM) first drains: /readyz says 503 while requests still come;
      // a person's Ctrl-C (SIGINT) stops at once.
      if (signal === 'SIGTERM' && config.shutdownDrainSeconds > 0) {
        app.startDraining();
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
      }
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
  // The port listened on, not the setting: METRICS_PORT=0 lets the system pick one.
  let metricsPort: number | null = null;
  if (app.metricsServer) {
    await app.metricsServer.listen({ port: config.metricsPort!, host: config.host });
    const address = app.metricsServer.server.address();
    metricsPort = typeof address === 'object' && address ? address.port : config.metricsPort;
  }
  const storage =
    database.kind === 'postgres' ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Charter is running at ${config.publicUrl}`,
    `  Data: ${storage}`,
    `  Runtime: Node.js ${process.version}`,
    ...(metricsPort !== null ? [`  Metrics: port ${metricsPort} (${METRICS_PATH})`] : []),
    ...demoOwnerNotices(config).map((notice) => `  ${notice}`),
    ...(config.demoStatusAdvanceSeconds !== null
      ? [`  Demo mode: submitted orders advance a step every ${config.demoStatusAdvanceSeconds} s`]
      : []),
    '  Back office: npm run ops -- help',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // A second server on the same PGlite files is a setup mistake: say so, without a stack.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
