import { chromium } from 'playwright-core';
import { startCharter } from '../e2e/charter-server';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { measureInitialAssets } from './initial-assets';
import { fetchDemoTokens } from './sign-in-tokens';

const server = await startCharter();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const route of ['/registration/page1', '/dashboard', '/business-license/industry']) {
  const tokens = route === '/registration/page1' ? undefined : await fetchDemoTokens(server.url);
  const m = await measureInitialAssets(browser, server.url, route, tokens);
  console.log(route, (m.jsGzipBytes / 1024).toFixed(1), 'KB');
  if (route.startsWith('/business'))
    for (const a of m.assets.slice(0, 14))
      console.log('   ', (a.gzipBytes / 1024).toFixed(1), a.path);
}
await browser.close();
await server.stop();
