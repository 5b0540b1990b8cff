import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CHECK = new URL('../scripts/check-runtime.mjs', import.meta.url).pathname;
const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .engines as { node: string };

describe('the runtime (decision 0066)', () => {
  it('is the Node.js major package.json names, 24, and says so', () => {
    expect(engines.node).toMatch(/^\^24\./);
    expect(process.version).toMatch(/^v24\./);
    expect(execFileSync(process.execPath, [CHECK], { encoding: 'utf8' })).toBe(
      `Node.js ${process.version} (${process.platform}-${process.arch})\n`,
    );
  });

  // The machine's own Node (Debian's, 20 here) runs npm, never Charter.
  const systemNode = existsSync('/usr/bin/node')
    ? execFileSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).trim()
    : null;
  it.runIf(systemNode && !systemNode.startsWith('v24.'))(
    'refuses another Node.js, saying what to do',
    () => {
      const other = spawnSync('/usr/bin/node', [CHECK], { encoding: 'utf8' });
      expect(other.status).toBe(1);
      expect(other.stderr).toContain(`Charter runs on Node.js 24; this is ${systemNode}`);
    },
  );
});
