/**
 * The chunk groups that shape the app's bundle: modules the bundler would otherwise scatter
 * over many small chunks (one request each on a phone with six connections to the server),
 * kept together. Each group names folders (ending in `/`: every module under it, whatever its
 * name) and, where a folder also holds modules that must not load with the group, single
 * modules. Paths are relative to the project root, a package's under node_modules/, a module
 * the bundler makes up (vite's preload helper) by its id, which starts with \0. A path
 * that matches no module of the build fails the build, naming its group
 * (chunk-groups-plugin.ts): a rename or a move cannot silently take a module out of its group.
 *
 * The early script's group is not listed here: it is the early entry with everything it
 * imports, followed through the module graph (early-script-plugin.ts).
 */
export interface ChunkGroup {
  name: string;
  paths: readonly string[];
  /** Modules under its folders that stay out of it (they load where they are needed). */
  except?: readonly string[];
}

/** Whether the module `id` joins `group`: under one of its paths and none of its exceptions. */
export function isInGroup(root: string, id: string, group: ChunkGroup): boolean {
  return (
    group.paths.some((path) => isUnderPath(root, id, path)) &&
    !(group.except ?? []).some((path) => isUnderPath(root, id, path))
  );
}

/** The id of vite's preload helper, a module the bundler makes up (ids like it start with \0). */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * What the entry script always loads besides its own code: React, the router, the query cache
 * and the few app modules that lazy screens share with the entry. Left to itself the bundler
 * emits these as eight small chunks next to the entry (decision 0026).
 */
const BOOT: ChunkGroup = {
  name: 'boot',
  paths: [
    'node_modules/react/',
    'node_modules/react-dom/',
    'node_modules/scheduler/',
    'node_modules/wouter/',
    'node_modules/regexparam/',
    'node_modules/use-sync-external-store/',
    'node_modules/@tanstack/query-core/',
    'node_modules/@tanstack/react-query/',
    'src/api/http.ts',
    'src/api/session.ts',
    'src/api/owner-profile.ts',
    'src/api/browser-session-cookie.ts',
    'src/boot/early-answer.ts',
    // The answer check every fetcher reads with (decision 0065), the owner profile's first.
    'src/domain/contracts/schema-check.ts',
    'src/domain/contracts/checked-answer.ts',
    'src/domain/contracts/individual.ts',
    'src/domain/checkout/rapid-state-filing.ts',
    'src/domain/owner-profile.ts',
    'src/domain/tiers.ts',
    'src/domain/us-states.ts',
    'src/local/session-records.ts',
    'src/ui/after-page-load.ts',
    'src/ui/button-class.ts',
    'src/ui/notice.tsx',
    'src/ui/page-header.tsx',
    'src/ui/plain-button.tsx',
    'src/ui/spinner.tsx',
    'src/ui/visually-hidden.tsx',
    // What the HTTP client and the entry read at once, a chunk (a request) each otherwise.
    'src/api/sign-out-state.ts',
    'src/api/id-token.ts',
    'src/api/token-refresh.ts',
    'src/domain/documents/document-categories.ts',
    // The values kept beside the tokens, which the owner profile above writes through.
    'src/api/client-storage.ts',
    // Read by the entry (the query cache's and those values' cleanup, the route tables, the
    // questionnaire's footer) and by lazy screens: the bundler cut each into a chunk of its
    // own, five requests more on every page (decision 0092).
    'src/api/owner-data.ts',
    'src/domain/address-prefill.ts',
    'src/domain/account/settings-paths.ts',
    'src/domain/checkout/invoice-paths.ts',
    'src/domain/legal/legal-pages.ts',
    // Vite's helper that every lazy import() calls to fetch a chunk's imports alongside it:
    // a chunk of its own otherwise, one request more on every page (decision 0092).
    VITE_PRELOAD_HELPER,
  ],
  // The query cache's copy to and from storage: only signed-in screens keep one (SIGNED_IN).
  except: ['node_modules/@tanstack/query-core/build/modern/hydration.js'],
};

/**
 * The pieces every signed-in screen shows or reads — the dashboard layout, toasts, badges, the
 * service catalogue and its rules, prices — in one chunk. Left to itself the bundler splits
 * them by which screens share each module: /dashboard fetched eleven small chunks after the
 * entry (decision 0027). Single modules where their folder also holds screens' own code.
 */
const SIGNED_IN: ChunkGroup = {
  name: 'signed-in',
  paths: [
    'src/domain/services/',
    'src/app/layouts/dashboard-layout.tsx',
    'src/app/layouts/dashboard-nav.ts',
    'src/app/layouts/owner-badge.tsx',
    'src/app/layouts/account-menu.tsx',
    'src/ui/toast.tsx',
    'src/ui/badge.tsx',
    'src/ui/text-skeleton.tsx',
    'src/ui/titled.tsx',
    'src/domain/estimates/estimated-time.ts',
    'src/domain/estimates/ein-processing.ts',
    // Read by signed-in screens only, each a small chunk (a request) of its own otherwise:
    // the Business Hub's first screen fetched all six beside the group (issue 28).
    'src/ui/nav-links.tsx',
    'src/ui/menu-chevron.tsx',
    'src/ui/load-error.tsx',
    'src/ui/list-skeleton.tsx',
    'src/api/temporary-purchases.ts',
    'src/api/business-list.ts',
    // What the service rules' support request about an order asks (service-orders.ts).
    'src/domain/help/request-question.ts',
    // The tab's copy of a signed-in screen's answers (the dashboard's, the documents list's,
    // decision 0093) and the query cache's persisters it writes with: shared by two screens,
    // the bundler made them a chunk (a request) of their own on the dashboard's first screen;
    // here the Business Hub downloads them too (~2 KB gzipped).
    'src/api/session-query-copy.ts',
    'node_modules/@tanstack/query-core/build/modern/hydration.js',
    'node_modules/@tanstack/query-persist-client-core/',
    'node_modules/@tanstack/react-query-persist-client/',
    'node_modules/@tanstack/query-sync-storage-persister/',
  ],
  except: [
    // The Help Center's status meanings and an order's whole timeline: read by the help pages,
    // the business profile and the card's timeline line, which loads after the cards paint
    // (decision 0092); in the group the Business Hub and the dashboard downloaded them first.
    'src/domain/services/status-meanings.ts',
    'src/domain/services/order-timeline.ts',
  ],
};

/**
 * The owner's orders — their contract and the orders call — which the dashboard (its copy kept
 * on the device, its cards), the Products page, the business profile and every signed-in flow
 * read, in one chunk. Outside SIGNED_IN: the flows' question pages do not load that group. The
 * latest order of a service (api/latest-order.ts) stays apart: it reads the services' names,
 * which would bring SIGNED_IN onto the question pages.
 */
const ORDERS: ChunkGroup = {
  name: 'service-orders',
  paths: ['src/domain/contracts/service-orders.ts', 'src/api/service-orders.ts'],
};

/**
 * The business list's contract and what it checks with — member types, the EIN's masked form —
 * which the signed-in chrome reads (the owner's business) and the profile and the licence flow
 * too: left to itself the bundler gave the EIN's form a chunk of its own, one request more on
 * the dashboard's and the hub's first screens (decision 0092).
 */
const BUSINESS_LIST: ChunkGroup = {
  name: 'business-list',
  paths: [
    'src/domain/contracts/business-list.ts',
    'src/domain/contracts/all-required.ts',
    'src/domain/owner-details/member-types.ts',
    'src/domain/ein/ein-number.ts',
  ],
};

/**
 * The Business Hub's first screen — its page, search box, article cards, favourites, the
 * template access rule and the content service's lists and contracts — in one chunk: left to
 * itself the bundler made nine chunks of them, shared with the guides, templates and articles
 * pages, and nine requests over a phone's six connections held the hub's first list back
 * (issue 28, the hub's LCP). The modals, the file previews and the listing pages stay apart.
 */
const HUB: ChunkGroup = {
  name: 'hub',
  paths: [
    'src/features/hub/components/business-hub-page.tsx',
    'src/features/hub/components/templates-section.tsx',
    'src/features/hub/components/category-cards.tsx',
    'src/features/hub/components/hub-file-items.tsx',
    'src/features/hub/components/hub-search.tsx',
    'src/features/hub/components/article-card.tsx',
    'src/features/hub/components/featured-image.tsx',
    'src/features/hub/components/favorite-button.tsx',
    'src/features/hub/components/lazy-modals.tsx',
    'src/features/hub/api/article-list.ts',
    'src/features/hub/api/hub-categories.ts',
    'src/features/hub/api/hub-favorites.ts',
    'src/features/hub/api/hub-file-list.ts',
    'src/features/hub/api/hub-reads.ts',
    'src/features/hub/api/hub-search.ts',
    'src/features/hub/use-file-access.ts',
    'src/domain/contracts/hub-articles.ts',
    'src/domain/contracts/hub-common.ts',
    'src/domain/contracts/hub-files.ts',
    'src/domain/hub/hub-search.ts',
  ],
};

/**
 * Prices and what they are made of — product names and titles, money, the checkout's product
 * list — which the signed-in screens and registration's priced cards and order summary both
 * read: in the signed-in group they pulled that whole group (dashboard layout, toasts) onto
 * /registration/page1.
 */
const PRICES: ChunkGroup = {
  name: 'prices',
  paths: [
    'src/api/checkout-products.ts',
    'src/api/retry-policy.ts',
    'src/domain/checkout/product-keys.ts',
    'src/domain/checkout/product-titles.ts',
    'src/domain/checkout/money.ts',
  ],
};

/**
 * The question-page engine and the local drafts it reads, in one chunk: left to itself the
 * bundler splits it by which lazy screens share each module (question pages, review pages),
 * and every extra chunk repeats the list of renderer chunks it may preload (decision 0016).
 * Dexie stays out: it loads with the first edit (draft-store.ts; a build test checks it).
 */
const QUESTION_ENGINE: ChunkGroup = {
  name: 'question-engine',
  paths: [
    'src/domain/questionnaire/',
    'src/questionnaire/api/',
    'src/questionnaire/field-renderers.ts',
    'src/questionnaire/question-fields.tsx',
    'src/questionnaire/question-page.tsx',
    'src/questionnaire/use-page-answers.ts',
    'src/questionnaire/use-page-opening.ts',
    'src/questionnaire/page-source.ts',
    'src/questionnaire/storage-problem-notice.tsx',
    'src/questionnaire/use-page-definition.ts',
    'src/questionnaire/use-previous-page-guard.ts',
    'src/questionnaire/draft-measures.ts',
    'src/questionnaire/unsaved-changes.ts',
    'src/local/draft-store.ts',
    'src/local/draft-writer.ts',
    'src/local/drafts.ts',
    'src/local/stored-drafts.ts',
    'src/local/storage-problems.ts',
    'src/local/load-device-database.ts',
    'src/local/server-copy.ts',
    'src/local/draft-record.ts',
    'src/domain/text-characters.ts',
  ],
};

/**
 * How a screen reads the device before it has loaded Dexie, and follows the read live once it
 * has (plain IndexedDB reads of the outbox, the database's name, the opening's announcement):
 * the question engine and the hub's favourites both read with it, so it stays out of
 * QUESTION_ENGINE, which the hub must not download, and in one chunk of its own.
 */
const DEVICE_READS: ChunkGroup = {
  name: 'device-reads',
  paths: [
    'src/local/stored-reads.ts',
    'src/local/database-name.ts',
    'src/local/database-opened.ts',
    'src/local/follow-device-read.ts',
  ],
};

/**
 * The small pieces most field renderers share — label, value, the native controls' parts and
 * the text field — in one chunk: left to itself the bundler gives each its own chunk, a request
 * more each on a question page.
 */
const FIELD_KIT: ChunkGroup = {
  name: 'field-kit',
  paths: [
    'src/questionnaire/fields/field-label.ts',
    'src/questionnaire/fields/field-value.ts',
    'src/ui/native-field-parts.tsx',
  ],
};

/**
 * What the react-aria fields (the NAICS picker, the address search) share — the field frame and
 * react-aria's own label, text and field-error internals under it — in one chunk, kept apart
 * from FIELD_KIT so that pages of native fields do not download it. The react-aria paths are
 * files inside its package: an update that moves them fails the build here.
 */
const ARIA_FIELD_KIT: ChunkGroup = {
  name: 'aria-field-kit',
  paths: [
    'src/ui/field-parts.tsx',
    'node_modules/react-aria/dist/private/label/',
    'node_modules/react-aria/dist/private/utils/useLabels.mjs',
    'node_modules/react-stately/dist/private/utils/useControlledState.mjs',
    'node_modules/react-aria-components/dist/private/Autocomplete.mjs',
    'node_modules/react-aria-components/dist/private/FieldError.mjs',
    'node_modules/react-aria-components/dist/private/Label.mjs',
    'node_modules/react-aria-components/dist/private/Text.mjs',
  ],
};

/**
 * The questionnaire's on/off field with the switch it draws (src/ui/toggle-switch.tsx, which the
 * settings' switches are too) and react-aria's Switch and Checkbox under them, in one chunk: left
 * to itself the bundler cut the switch and the toggle behaviour both share into a chunk of its
 * own, one request and ~0.9 KB gzipped more on /formation/page1 (decision 0092). The settings
 * download the Checkbox with it. The react-aria paths are files inside its packages, as in
 * ARIA_FIELD_KIT.
 */
const SWITCH_FIELD: ChunkGroup = {
  name: 'switch-field',
  paths: [
    'src/questionnaire/fields/switch-field.tsx',
    'src/ui/toggle-switch.tsx',
    'node_modules/react-aria/dist/private/checkbox/utils.mjs',
    'node_modules/react-aria/dist/private/checkbox/useCheckbox.mjs',
    'node_modules/react-aria/dist/private/checkbox/useCheckboxGroupItem.mjs',
    'node_modules/react-aria-components/dist/private/Checkbox.mjs',
    'node_modules/react-aria/dist/private/toggle/useToggle.mjs',
    'node_modules/react-stately/dist/private/toggle/useToggleState.mjs',
    'node_modules/react-aria/dist/private/switch/useSwitch.mjs',
    'node_modules/react-aria-components/dist/private/Switch.mjs',
  ],
};

/**
 * The estimates — business days, filing days, estimated dates — that the signed-in chrome and
 * the services' cards read: left to itself the bundler made two small chunks of them, two
 * requests on the dashboard's and the hub's first screens. A date in words (long-date.ts) stays
 * apart: registration reads it without the estimates.
 */
const ESTIMATES: ChunkGroup = {
  name: 'estimates',
  paths: ['src/domain/estimates/'],
};

/** In the order the bundler tries them: a module listed twice joins the first. */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  BOOT,
  PRICES,
  SIGNED_IN,
  ORDERS,
  BUSINESS_LIST,
  ESTIMATES,
  HUB,
  QUESTION_ENGINE,
  DEVICE_READS,
  FIELD_KIT,
  ARIA_FIELD_KIT,
  SWITCH_FIELD,
];

/**
 * Whether a module of the build (its id: an absolute path, maybe with a query; \0 and a name
 * for a module the bundler makes up) is `path` of a group, or under it when `path` is a folder.
 * `root` is the project's folder (no trailing slash); packages match wherever node_modules lives
 * (it may be a link to another folder).
 */
export function isUnderPath(root: string, moduleId: string, path: string): boolean {
  const file = moduleId.split('?')[0]!;
  if (path.startsWith('\0')) return file === path;
  if (path.startsWith('node_modules/')) return file.includes(`/${path}`);
  if (file.includes('/node_modules/')) return false;
  const wanted = `${root}/${path}`;
  return path.endsWith('/') ? file.startsWith(wanted) : file === wanted;
}

/** The paths of `group` that no module of the build matches: renamed, moved or unused. */
export function unmatchedPaths(
  root: string,
  group: ChunkGroup,
  moduleIds: readonly string[],
): string[] {
  return group.paths.filter((path) => !moduleIds.some((id) => isUnderPath(root, id, path)));
}
