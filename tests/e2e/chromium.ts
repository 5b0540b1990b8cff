import { existsSync } from 'node:fs';

/** Where Debian's Chromium lives unless CHROMIUM_PATH says otherwise. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it with "apt-get install -y chromium" or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** Flags for headless Chromium on a machine without a network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
