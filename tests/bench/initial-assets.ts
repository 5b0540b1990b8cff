import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { trackNetwork } from './network-quiet';
import { writeTokens, type StoredTokens } from './sign-in-tokens';

export interface LoadedAsset {
  /** Path on the server, e.g. /assets/main-Cxhfktj3.js. */
  path: string;
  kind: 'js' | 'css';
  rawBytes: number;
  /** The decoded response body gzipped with zlib level 9. */
  gzipBytes: number;
  /** Whether the response arrived before the route's h1 was visible. */
  beforeHeading: boolean;
}

export interface InitialAssets {
  route: string;
  /** Where the page ended up (a protected route redirects to sign-in without tokens). */
  finalPath: string;
  heading: string;
  assets: LoadedAsset[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsRawBytes: number;
  cssRawBytes: number;
  /** JS that arrived before the h1 was visible (the rest loads while idle). */
  jsGzipBytesBeforeHeading: number;
}

function assetKind(response: Response): LoadedAsset['kind'] | null {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  const { pathname } = new URL(response.url());
  if (type === 'stylesheet' || contentType.includes('text/css') || pathname.endsWith('.css')) {
    return 'css';
  }
  if (type === 'script' || /javascript/.test(contentType) || /\.m?js$/.test(pathname)) {
    return 'js';
  }
  return null;
}

/**
 * Loads `route` in a fresh context with the service worker blocked, and sums every script and
 * stylesheet the page fetched until the route's h1 is visible and the network has then been
 * idle for a second.
 */
export async function measureInitialAssets(
  browser: Browser,
  baseUrl: string,
  route: string,
  tokens?: StoredTokens,
): Promise<InitialAssets> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (tokens) await context.addInitScript(writeTokens, tokens);
    const page = await context.newPage();
    const network = trackNetwork(page);
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (response.status() < 300 && assetKind(response)) responses.push(response);
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'commit', timeout: 60_000 });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ state: 'visible', timeout: 30_000 });
    const arrivedBeforeHeading = new Set(responses);
    // Lazy chunks and idle-time work start after the heading: wait until the network is quiet.
    await network.waitForQuiet();

    const assets: LoadedAsset[] = [];
    const seen = new Set<string>();
    for (const response of responses) {
      const path = new URL(response.url()).pathname;
      const kind = assetKind(response);
      if (!kind || seen.has(path)) continue;
      seen.add(path);
      const body = await response.body();
      assets.push({
        path,
        kind,
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        beforeHeading: arrivedBeforeHeading.has(response),
      });
    }
    assets.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (kind: LoadedAsset['kind'], field: 'rawBytes' | 'gzipBytes') =>
      assets.filter((asset) => asset.kind === kind).reduce((total, a) => total + a[field], 0);
    return {
      route,
      finalPath: new URL(page.url()).pathname,
      heading: ((await heading.textContent()) ?? '').trim(),
      assets,
      jsGzipBytes: sum('js', 'gzipBytes'),
      cssGzipBytes: sum('css', 'gzipBytes'),
      jsRawBytes: sum('js', 'rawBytes'),
      cssRawBytes: sum('css', 'rawBytes'),
      jsGzipBytesBeforeHeading: assets
        .filter((asset) => asset.kind === 'js' && asset.beforeHeading)
        .reduce((total, asset) => total + asset.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}

/** Chunks whose file name says they belong to the dashboard. */
export function dashboardChunks(measurement: InitialAssets): string[] {
  return measurement.assets
    .map((asset) => asset.path)
    .filter((path) => (path.split('/').pop() ?? '').includes('dashboard'));
}
