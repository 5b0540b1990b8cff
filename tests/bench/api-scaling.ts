import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { scratchDatabase, signIn, startCluster, whyNoCluster } from '../scale/charter-cluster';
import {
  LOAD,
  measureAlternating,
  perSecond,
  readRequests,
  saveRequests,
  savedVersions,
  type LoadFigures,
} from './api-load';
import { measureCpu } from './process-cpu';
import { BENCH_PASSWORD, cheapPasswordHash, insertOwners, type Owner } from './bench-owners';

/** One setup's figures: the API's reads and saves through its front door. */
export interface ScaledFigures {
  processes: number;
  /** Where autocannon sent the load: the process itself, or nginx in front of them. */
  through: 'process' | 'nginx';
  connections: number;
  reads: LoadFigures;
  saves: LoadFigures;
  /**
   * Saves answered 200 whose version the server no longer has, nor a later one: must be 0.
   * (A save still in flight when a round ends may land unanswered: newer, not lost.)
   */
  lostSaves: number;
  /**
   * Cores each part used while loaded (1: one core busy throughout): the Charter processes,
   * Postgres, nginx and the load tool (autocannon, in the bench's process). On a small machine
   * they share the same cores: this says what limited the throughput.
   */
  cpuCores: Record<'charter' | 'postgres' | 'nginx' | 'loadTool', number>;
}

export type ApiScalingResult =
  | { skipped: string }
  | {
      onePostgres: ScaledFigures;
      threeNginx: ScaledFigures;
      readsRatio: number;
      savesRatio: number;
    };

/** Acknowledged versions the server does not hold (nor anything newer). */
async function countLostSaves(
  base: string,
  owners: Owner[],
  acknowledged: Map<number, string | null>,
) {
  const held = await savedVersions(base, owners);
  let lost = 0;
  for (const [id, version] of acknowledged) {
    const now = held.get(id);
    if (version && (!now || Date.parse(now) < Date.parse(version))) lost++;
  }
  return lost;
}

/**
 * `processes` Charter processes (`npm start`, tests/scale/charter-cluster.ts) on a new Postgres
 * database, loaded through one process directly (one) or through nginx (several), with
 * LOAD.connections per process and twice as many signed-in owners.
 */
async function measureSetup(
  processes: number,
  log: (line: string) => void,
): Promise<ScaledFigures> {
  const database = await scratchDatabase();
  const fixtureDir = mkdtempSync(join(tmpdir(), 'charter-bench-scale-'));
  const connections = LOAD.connections * processes;
  let cluster: Awaited<ReturnType<typeof startCluster>> | null = null;
  try {
    // The owners' accounts straight into the migrated database: no app is needed to write them.
    const handle = await openDatabase({ url: database.url, dataDir: fixtureDir });
    const rows = await insertOwners(handle.db, 'scale', connections * 2, cheapPasswordHash());
    await handle.close();

    cluster = await startCluster(database.url, { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, processes);
    const through = processes === 1 ? 'process' : 'nginx';
    const base = processes === 1 ? cluster.processes[0]!.url : cluster.url;
    const owners: Owner[] = [];
    for (const row of rows) {
      owners.push({ id: row.id, token: await signIn(base, row.email, BENCH_PASSWORD) });
    }
    let acknowledged = new Map<number, string | null>();
    const cpu = measureCpu({
      charter: { pids: cluster.processes.map((charter) => charter.pid()!) },
      postgres: { name: 'postgres' },
      nginx: { name: 'nginx' },
      loadTool: { pids: [process.pid] },
    });
    const measured = await measureAlternating([
      { url: base, connections, requests: async () => readRequests(owners) },
      {
        url: base,
        connections,
        requests: async () => {
          acknowledged = await savedVersions(base, owners);
          return saveRequests(owners, acknowledged);
        },
      },
    ]);
    const cpuCores = cpu() as ScaledFigures['cpuCores'];
    const [reads, saves] = measured.figures as [LoadFigures, LoadFigures];
    const lostSaves = await countLostSaves(base, owners, acknowledged);
    log(
      `  ${processes} process${processes === 1 ? '' : 'es'} on Postgres through ${through}, ` +
        `${connections} connections: reads ${perSecond(reads)}; saves ${perSecond(saves)}; ` +
        `acknowledged saves lost: ${lostSaves}; cores used (of ${availableParallelism()}): ` +
        Object.entries(cpuCores)
          .map(([part, cores]) => `${part} ${cores.toFixed(2)}`)
          .join(', '),
    );
    return { processes, through, connections, reads, saves, lostSaves, cpuCores };
  } finally {
    await cluster?.stop();
    await database.drop();
    rmSync(fixtureDir, { recursive: true, force: true });
  }
}

/**
 * The scaling figures (issue 31): signed-in reads and page saves per second on one process on
 * Postgres and on three behind nginx on Postgres (Redis for the rate limits), the same load per
 * process; the ratio three : one. Skipped, saying why, without Postgres, Redis or nginx.
 */
export async function measureApiScaling(log: (line: string) => void): Promise<ApiScalingResult> {
  const missing = await whyNoCluster();
  if (missing) {
    log(`  scaling skipped: ${missing}`);
    return { skipped: missing };
  }
  const onePostgres = await measureSetup(1, log);
  const threeNginx = await measureSetup(3, log);
  const readsRatio = threeNginx.reads.requestsPerSecond / onePostgres.reads.requestsPerSecond;
  const savesRatio = threeNginx.saves.requestsPerSecond / onePostgres.saves.requestsPerSecond;
  log(`  three : one — reads ${readsRatio.toFixed(2)}×, saves ${savesRatio.toFixed(2)}×`);
  return { onePostgres, threeNginx, readsRatio, savesRatio };
}
