import type { ManifestOptions } from 'vite-plugin-pwa';
import { COMPLIANCE_PAGE_PATH } from '../domain/compliance/compliance-calendar.ts';
import {
  ALL_DOCUMENTS_PATH,
  BUSINESS_HUB_PATH,
  DASHBOARD_PATH,
} from '../domain/services/service-paths.ts';

/*
 * The web manifest (vite.config.ts hands it to vite-plugin-pwa): what the install prompt shows
 * (issue 31, point 5; decision 0097) — the app's name, icons, screenshots of the real app and
 * the shortcuts an installed app offers on a long press.
 */

/** Where the screenshots are kept: public/, so served as they are and left out of the precache. */
export const SCREENSHOTS_FOLDER = 'screenshots';

/**
 * The install prompt's screenshots: the formed demo owner's dashboard on a phone and a desktop,
 * at these CSS viewports and device scale (the PNG's pixels are the product), captured by
 * `npm run screenshots` (scripts/capture-screenshots.ts).
 */
export const SCREENSHOTS = [
  {
    file: 'dashboard-narrow.png',
    viewport: { width: 360, height: 740 },
    scale: 2,
    form_factor: 'narrow',
    label: 'The dashboard on a phone: a formed Texas LLC, its services and next deadlines',
  },
  {
    file: 'dashboard-wide.png',
    viewport: { width: 1280, height: 800 },
    scale: 1,
    form_factor: 'wide',
    label: 'The dashboard on a desktop: services, documents and deadlines at a glance',
  },
] as const;

/** A screenshot's size in pixels, as the manifest states it ("720x1480"). */
export const screenshotSizes = ({ viewport, scale }: (typeof SCREENSHOTS)[number]) =>
  `${viewport.width * scale}x${viewport.height * scale}`;

const ICON_192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

export const WEB_MANIFEST: Partial<ManifestOptions> = {
  name: 'Charter — business formation dashboard',
  short_name: 'Charter',
  description:
    'Form your LLC, get your EIN, stay compliant and follow every order — even on a flaky connection.',
  id: '/',
  start_url: DASHBOARD_PATH,
  scope: '/',
  display: 'standalone',
  // No orientation: a phone turns as the owner holds it, and a tablet is never locked.
  theme_color: '#1f3a5f',
  background_color: '#f6f7f9',
  categories: ['business', 'productivity', 'finance'],
  icons: [
    { ...ICON_192, purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  screenshots: SCREENSHOTS.map((shot) => ({
    src: `/${SCREENSHOTS_FOLDER}/${shot.file}`,
    sizes: screenshotSizes(shot),
    type: 'image/png',
    form_factor: shot.form_factor,
    label: shot.label,
  })),
  // The app's icon on each: one icon more per shortcut would be bytes for a small gain.
  shortcuts: [
    { name: 'Dashboard', url: DASHBOARD_PATH, description: 'Your services and their status' },
    { name: 'Documents', url: ALL_DOCUMENTS_PATH, description: 'Every document of your business' },
    {
      name: 'Compliance calendar',
      short_name: 'Deadlines',
      url: COMPLIANCE_PAGE_PATH,
      description: 'The deadlines of your business',
    },
    { name: 'Business Hub', url: BUSINESS_HUB_PATH, description: 'Guides, articles and templates' },
  ].map((shortcut) => ({ ...shortcut, icons: [ICON_192] })),
};
