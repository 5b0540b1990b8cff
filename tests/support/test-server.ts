import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** An account of the test server, signed in: its id, email and access token. */
export interface TestServerOwner {
  id: number;
  email: string;
  token: string;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:41234; the services are mounted under it (/api, /checkout, …). */
  url: string;
  /** The payments sandbox's publishable key. */
  publishableKey: string;
  /** A new account, signed in; `name` goes into its email. */
  signedInOwner(
    name: string,
    profile?: { firstName?: string; lastName?: string },
  ): Promise<TestServerOwner>;
  stop(): Promise<void>;
}

const PROCESS_PATH = join(dirname(fileURLToPath(import.meta.url)), 'test-server-process.ts');
const START_TIMEOUT_MS = 60_000;

interface Reply {
  ready?: { url: string; publishableKey: string };
  id?: number;
  owner?: TestServerOwner;
  error?: string;
}

/**
 * Starts the real server (test-server-process.ts) in a child process, for client tests that run
 * under jsdom and talk to it with the real fetch, as the browser would.
 */
export function startTestServer(): Promise<TestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', PROCESS_PATH], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const waiting = new Map<number, (reply: Reply) => void>();
  let nextId = 1;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise<TestServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The test server did not start within 60 s:\n${output}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test server exited (${code}) during start:\n${output}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('@@')) {
        output += `${line}\n`;
        return;
      }
      const reply = JSON.parse(line.slice(2)) as Reply;
      if (reply.ready) {
        clearTimeout(timer);
        resolve({
          ...reply.ready,
          signedInOwner: (name, profile) =>
            new Promise((resolveOwner, rejectOwner) => {
              const id = nextId++;
              waiting.set(id, ({ owner, error }) =>
                owner ? resolveOwner(owner) : rejectOwner(new Error(error)),
              );
              child.stdin.write(`${JSON.stringify({ id, owner: name, profile })}\n`);
            }),
          async stop() {
            child.stdin.end();
            await exited;
          },
        });
        return;
      }
      if (reply.id !== undefined) {
        waiting.get(reply.id)?.(reply);
        waiting.delete(reply.id);
      }
    });
  });
}
