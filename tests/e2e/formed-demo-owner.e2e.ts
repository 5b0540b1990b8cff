import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { RETURNED_DOCUMENTS } from '../../src/domain/documents/returned-documents';
import { COMPLIANCE_PAGE_PATH } from '../../src/domain/compliance/compliance-calendar';
import {
  ALL_DOCUMENTS_PATH,
  BUSINESS_PROFILE_PATH,
  DASHBOARD_PATH,
} from '../../src/domain/services/service-paths';
import { journey, login } from './fixtures';
import { expectHeading } from './questionnaire-helpers';

/** The formed demo owner as a server on this machine seeds it (server/ops/formed-demo-owner.ts). */
const FORMED = readConfig({ DEMO_OWNER: 'true' }).formedDemoOwner!;

const signInAsFormedOwner = (page: Page, path: string) =>
  login(page, path, FORMED.email, FORMED.password);

/** A service's card on the dashboard, found by its heading. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('the formed demo owner: every screen with a formed Texas LLC from the first start', () => {
  const charter = journey();

  it('shows the dashboard, business profile, documents and deadlines of its formed business', async () => {
    const { context, page } = await charter.newPage();
    await signInAsFormedOwner(page, DASHBOARD_PATH);
    await expectHeading(page, `Welcome, ${FORMED.firstName} ${FORMED.lastName}`);
    await expect
      .poll(() =>
        card(page, 'Your Business Is Formed').getByText('Active', { exact: true }).count(),
      )
      .toBe(1);
    await expect
      .poll(() => card(page, 'Registered Agent').getByText('Active', { exact: true }).count())
      .toBe(1);

    await page.goto(BUSINESS_PROFILE_PATH);
    await expect
      .poll(() => page.getByText('Pecan Street Bakery LLC').first().isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('**-***6031').first().isVisible()).toBe(true);

    await page.goto(ALL_DOCUMENTS_PATH);
    for (const returned of [
      RETURNED_DOCUMENTS.LLC_FORMATION,
      RETURNED_DOCUMENTS.EIN_APPLICATION,
      RETURNED_DOCUMENTS.REGISTERED_AGENT,
    ]) {
      await expect
        .poll(() => page.getByText(`${returned.title} (specimen)`).first().isVisible())
        .toBe(true);
    }
    await expect
      .poll(() =>
        page
          .getByText(/Operating Agreement of Pecan Street Bakery LLC \(signed\)/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.goto(COMPLIANCE_PAGE_PATH);
    await expect
      .poll(() => page.getByText('Franchise Tax', { exact: true }).isVisible())
      .toBe(true);
    await context.close();
  });
});

interface WebManifest {
  orientation?: string;
  categories: string[];
  screenshots: Array<{ src: string; sizes: string; form_factor: string; label: string }>;
  shortcuts: Array<{ name: string; url: string }>;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web manifest the install prompt reads (issue 31, point 5)', () => {
  const manifest = JSON.parse(readFileSync('dist/manifest.webmanifest', 'utf8')) as WebManifest;
  const charter = journey();

  it('shows screenshots of the real app, a phone one and a desktop one, of the sizes it states', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      expect(shot.label).not.toBe('');
      expect(pngSize(join('dist', shot.src))).toBe(shot.sizes);
    }
    // Left out of the precache: only the install prompt fetches them.
    const worker = readFileSync('dist/sw.js', 'utf8');
    for (const shot of manifest.screenshots) expect(worker).not.toContain(shot.src);
  });

  it('names its categories and locks no orientation (a tablet turns)', () => {
    expect(manifest.categories).toEqual(['business', 'productivity', 'finance']);
    expect(manifest.orientation).toBeUndefined();
  });

  it('has shortcuts to the dashboard, documents, compliance calendar and hub, each a real screen', async () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Dashboard',
      'Documents',
      'Compliance calendar',
      'Business Hub',
    ]);
    const { context, page } = await charter.newPage();
    await signInAsFormedOwner(page, DASHBOARD_PATH);
    for (const { url } of manifest.shortcuts) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(url);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    }
    await context.close();
  });
});
