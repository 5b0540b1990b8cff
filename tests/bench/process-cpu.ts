import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), in which /proc reports CPU time. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  name: string;
  /** User and system CPU time so far, in seconds. */
  cpuSeconds: number;
}

/** Every process's name and CPU time so far, from /proc (Linux); none elsewhere. */
function procStats(): ProcStat[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  const stats: ProcStat[] = [];
  for (const pid of pids) {
    try {
      const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (name) state ppid …": the name may hold spaces and parentheses.
      const name = line.slice(line.indexOf('(') + 1, line.lastIndexOf(')'));
      const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name and state.
      const ticks = Number(fields[11]) + Number(fields[12]);
      stats.push({ pid: Number(pid), name, cpuSeconds: ticks / TICKS_PER_SECOND });
    } catch {
      // The process ended while it was read.
    }
  }
  return stats;
}

/** Groups of processes whose CPU is measured: by pid, or by name. */
export type CpuGroups = Record<string, { pids?: number[]; name?: string }>;

const secondsOf = (stats: ProcStat[], group: CpuGroups[string]) =>
  stats
    .filter((stat) => group.pids?.includes(stat.pid) || stat.name === group.name)
    .reduce((sum, stat) => sum + stat.cpuSeconds, 0);

/**
 * Starts measuring the groups' CPU; the returned function gives each group's use since, in
 * cores (1 = one core busy the whole time). What limits a throughput on a small machine shows
 * here: the server's processes, the database and the load tool share the same cores.
 */
export function measureCpu(groups: CpuGroups): () => Record<string, number> {
  const before = procStats();
  const startedAt = Date.now();
  return () => {
    const after = procStats();
    const seconds = (Date.now() - startedAt) / 1000;
    return Object.fromEntries(
      Object.entries(groups).map(([label, group]) => [
        label,
        (secondsOf(after, group) - secondsOf(before, group)) / seconds,
      ]),
    );
  };
}
