/**
 * Renders the PWA icons from public/favicon.svg with Debian Chromium (npm run icons).
 * The PNGs are committed; rerun after changing the logo.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { findChromium } from '../tests/e2e/chromium';

const svg = readFileSync('public/favicon.svg', 'utf8');
const outputs = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0 },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 0 },
  // Maskable: the logo inside the 80% safe zone on a full-bleed background.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 0.1 },
];

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const { file, size, padding } of outputs) {
  await page.setViewportSize({ width: size, height: size });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<html><body style="margin:0;background:#1f3a5f;width:${size}px;height:${size}px;display:grid;place-items:center">` +
      `<div style="width:${size - 2 * inset}px;height:${size - 2 * inset}px">${svg.replace('<svg ', `<svg width="100%" height="100%" `)}</div></body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: padding === 0 });
}
await browser.close();
