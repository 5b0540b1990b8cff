import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import type { ServerConfig } from '../config';
import { preparePrivateDataDir } from '../data-dir/private-data-dir';
import { DataDirInUseError, liveDataDirHolder } from '../db/data-dir-lock';
import { openDatabase, pgliteDirectory, type DatabaseHandle } from '../db/database';
import { openClaimedPglite } from '../db/server-database';
import { FileDocumentStore } from '../documents/document-store';
import { documentFiles } from '../documents/document-files-config';
import { JobEngine } from '../jobs/job-engine';
import { PRODUCTS } from '../products';
import { activeEffects, startProducts } from '../services/product-plugin';
import { createMailer } from '../mail/mailer';
import { AnswerCipher } from '../security/answer-encryption';
import { serverAnswerKey } from '../services/server-secrets';
import { createSigningProvider } from '../signing/create-signing';
import { SupportRequests } from '../support/support-requests';
import { databaseBackend, serverBackend } from './ops-backends';
import type { OpsConnection } from './ops-cli';
import { OpsError } from './ops-commands';

/**
 * The commands on a database opened here: documents and mail go where the server's go; what
 * they start (signing requests, reminders) goes to the job engine, for a server to run (this
 * process takes no jobs). Closing stops the engine, then closes the database.
 */
async function onDatabase(config: ServerConfig, database: DatabaseHandle): Promise<OpsConnection> {
  const { db } = database;
  const documents = new FileDocumentStore(db, await documentFiles(config.documents));
  const mailer = createMailer({ ...config.mail, folder: join(config.dataDir, 'mail') });
  // The server's lease: starting an engine brings the queues to its options.
  const jobs = new JobEngine(db, pino({ level: 'silent' }), database.jobConnection, {
    leaseSeconds: config.jobLeaseSeconds,
  });
  const answerKey = await serverAnswerKey(config, db);
  const signing = createSigningProvider(config, { db, documents, mailer, jobs, answerKey });
  const publicUrl = config.publicUrl;
  // The same kinds as a server defines, so the engine knows every queue a command may add to.
  const whenActive = activeEffects(PRODUCTS);
  startProducts(PRODUCTS, { db, documents, mailer, jobs, signing, publicUrl, whenActive });
  const supportRequests = new SupportRequests({
    db,
    jobs,
    mailer,
    documents,
    publicUrl,
    supportEmail: config.mail.support,
  });
  await jobs.start({ work: false });
  return {
    ...databaseBackend(db, {
      documents,
      mailer,
      publicUrl,
      signing,
      jobs,
      supportRequests,
      cipher: new AnswerCipher(answerKey),
    }),
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
}

/**
 * Where `npm run ops` runs its commands (decision 0020): on Postgres, a connection of its
 * own, as the server processes have; on embedded PGlite, the running server that holds
 * DATA_DIR, through its /ops endpoint, or, when no server runs, the files opened here (after
 * claiming the directory, so a server starting meanwhile waits its turn). Whenever it keeps
 * files in DATA_DIR itself, it makes the folder owner-only as the server does, saying so on
 * `warn`.
 */
export async function connectOps(
  config: ServerConfig,
  warn: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<OpsConnection> {
  const keepDataDirPrivate = () => preparePrivateDataDir(config.dataDir).forEach(warn);
  if (config.databaseUrl) {
    keepDataDirPrivate();
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    return onDatabase(config, database);
  }
  const holder = liveDataDirHolder(config.dataDir);
  if (holder?.role === 'server' && holder.opsUrl && holder.opsToken) {
    return { ...serverBackend(holder.opsUrl, holder.opsToken), close: async () => {} };
  }
  if (holder) throw new DataDirInUseError(config.dataDir, holder);
  if (!existsSync(pgliteDirectory(config.dataDir))) {
    throw new OpsError(
      `No Charter database in ${config.dataDir} yet: start Charter once (npm start), or set ` +
        'DATA_DIR or DATABASE_URL to the database to use.',
    );
  }
  keepDataDirPrivate();
  const database = await openClaimedPglite(config.dataDir, { role: 'ops' });
  return onDatabase(config, database);
}
