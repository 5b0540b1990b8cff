// Charter's API for the API load, in a process of its own like `npm start` (so it shares no
// event loop with autocannon), on embedded PGlite in files as `npm start` keeps it, with
// OWNERS signed-in owners. Prints one line, `ready {"port":…,"owners":[{id,token}…]}`, and
// stops on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { createTestApp } from '../../server/test-support/test-app';
import { cheapPasswordHash, createOwners } from './bench-owners';

const dataDir = mkdtempSync(join(tmpdir(), 'charter-bench-api-'));
const handle = await openDatabase({ url: null, dataDir });
const database = { ...handle, drop: handle.close };
const t = await createTestApp({ LOG_LEVEL: 'warn', DATA_DIR: dataDir }, database);
const owners = await createOwners(t, 'load', Number(process.env.OWNERS), cheapPasswordHash());
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`ready ${JSON.stringify({ port, owners })}\n`);

process.on('SIGTERM', () => {
  void t
    .close()
    .then(() => database.drop())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
