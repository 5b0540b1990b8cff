import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files are named at the end of a run. */
const SLOWEST_SHOWN = 10;

interface ProjectTime {
  /** When its first file began (ms since the epoch), estimated as its end less its time. */
  first: number;
  /** When its last file ended. */
  last: number;
  /** Its files' own times, summed: what one worker spends on them. */
  summed: number;
  files: number;
}

interface FileTime {
  project: string;
  path: string;
  ms: number;
}

/** A test file's whole time: its environment, set-up, import and tests with their hooks. */
function timeOf(module: TestModule): number {
  const took = module.diagnostic();
  return (
    took.environmentSetupDuration +
    took.prepareDuration +
    took.setupDuration +
    took.collectDuration +
    took.duration
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/**
 * Prints, after the run, each Vitest project's time (wall time from its first file's start to
 * its last file's end, and its files' times summed) and the ten slowest files: where the suite's
 * minutes go, read from every run's log instead of measured again by hand.
 */
export default class TimingReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();
  private readonly files: FileTime[] = [];

  onTestModuleEnd(module: TestModule): void {
    const ms = timeOf(module);
    const now = Date.now();
    const project = module.project.name || 'default';
    const time = this.projects.get(project) ?? { first: now - ms, last: now, summed: 0, files: 0 };
    time.first = Math.min(time.first, now - ms);
    time.last = Math.max(time.last, now);
    time.summed += ms;
    time.files += 1;
    this.projects.set(project, time);
    this.files.push({ project, path: relative(process.cwd(), module.moduleId), ms });
  }

  onTestRunEnd(): void {
    if (this.files.length === 0) return;
    const lines = [
      '',
      'Time per project (wall: first file start to last file end; summed: its files):',
    ];
    for (const [name, time] of this.projects) {
      lines.push(
        `  ${name.padEnd(16)}${seconds(time.last - time.first)} wall ${seconds(time.summed)} summed in ${time.files} files`,
      );
    }
    lines.push(`The ${Math.min(SLOWEST_SHOWN, this.files.length)} slowest files:`);
    const slowest = [...this.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
    for (const file of slowest)
      lines.push(`  ${seconds(file.ms)}  ${file.project.padEnd(16)}${file.path}`);
    console.log(lines.join('\n'));
  }
}
