import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The proxying the repository ships (deploy/nginx), included as an operator includes it. */
export const SHIPPED_PROXY_CONF = fileURLToPath(
  new URL('../../deploy/nginx/charter-proxy.conf', import.meta.url),
);

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

const installedNginx = () => NGINX_CANDIDATES.find((path) => existsSync(path)) ?? null;

/**
 * Debian's nginx, installed the way the journeys' Chromium is (tests/e2e/ensure-chromium.mjs)
 * when missing and apt can: its path, or why there is none (the scale suite is then skipped
 * with that reason).
 */
export function ensureNginx(): { path: string } | { missing: string } {
  const found = installedNginx();
  if (found) return { path: found };
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) return { missing: 'nginx is not installed (apt-get install -y nginx)' };
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx'],
    { stdio: 'ignore' },
  );
  const path = installedNginx();
  return path ? { path } : { missing: `apt-get could not install nginx (exit ${install.status})` };
}

/** One line of the access log (deploy/nginx/nginx.conf's `charter` format, read back). */
export interface ProxiedRequest {
  method: string;
  path: string;
  status: number;
  /** Every process the request was tried on, in order. */
  upstreams: string[];
}

export interface RunningNginx {
  url: string;
  /** The requests nginx has logged so far. */
  requests(): ProxiedRequest[];
  stop(): Promise<void>;
}

/**
 * nginx in the foreground on `port`, proxying to `upstreams` (host:port) with the shipped
 * charter-proxy.conf; its files in a folder of its own, removed on stop.
 */
export async function startNginx(
  nginx: string,
  port: number,
  upstreams: string[],
): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'charter-nginx-'));
  // Its workers run as `nobody` when started by root: they keep their buffers here.
  chmodSync(prefix, 0o755);
  const accessLog = join(prefix, 'access.log');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  log_format charter '$request_method $uri $status $upstream_addr';
  access_log ${accessLog} charter;
  upstream charter {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    include ${SHIPPED_PROXY_CONF};
  }
}
`,
  );
  const child: ChildProcess = spawn(
    nginx,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let printed = '';
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${printed}`);
    const answered = await fetch(`${url}/livez`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    requests: () =>
      (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [method = '', path = '', status = '0', ...upstream] = line.split(' ');
          return {
            method,
            path,
            status: Number(status),
            upstreams: upstream
              .join(' ')
              .split(/,\s+|\s+:\s+/)
              .filter(Boolean),
          };
        }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
