// npm start: builds the PWA when dist/ is missing or older than its sources, then runs the
// server in this same process (so SIGTERM reaches it directly).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runtimeProblem } from './check-runtime.mjs';

const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const SOURCES = [
  'src',
  'sw',
  'public',
  'auth',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built === 0 || sources > built) {
  console.log(
    built === 0
      ? 'Building Charter (first start)…'
      : 'Sources changed since the last build: rebuilding…',
  );
  execSync('npm run build', { stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/index.ts');
