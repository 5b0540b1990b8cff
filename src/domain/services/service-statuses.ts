import type { ProductKey } from '../checkout/product-keys';
import { productKeyOfServiceName } from './service-names';
import type { ServerServiceStatus } from '../contracts/services-status';

/**
 * Every status the server gives a service (foundation §4 "Service and order statuses"): the
 * service statuses, expert review's and the formation order's.
 */
export const SERVICE_STATUSES = [
  'NOT_STARTED',
  'PURCHASED',
  'REGISTRATION_DONE',
  'REGISTRATION_ERROR',
  'SUBMITTED',
  'PENDING_EXPERT_REVIEW',
  'COMPLETED_EXPERT_REVIEW',
  'IN_PROGRESS',
  'PENDING',
  'COMPLETED',
  'ACTIVE',
  'REJECTED',
] as const;
export type KnownServiceStatus = (typeof SERVICE_STATUSES)[number];

/**
 * The statuses of every service but expert review and the LLC formation (foundation §4 "Service
 * statuses"; dashboard §4 names the five the banners show).
 */
export const BASIC_SERVICE_STATUSES = [
  'PURCHASED',
  'SUBMITTED',
  'PENDING',
  'IN_PROGRESS',
  'ACTIVE',
  'COMPLETED',
  'REJECTED',
] as const satisfies readonly KnownServiceStatus[];

/** Expert review statuses (foundation §4). */
export const EXPERT_REVIEW_STATUSES = [
  'PURCHASED',
  'PENDING_EXPERT_REVIEW',
  'COMPLETED_EXPERT_REVIEW',
  'REJECTED',
] as const satisfies readonly KnownServiceStatus[];

/** The formation order status set (foundation §4) holds every status there is. */
export const FORMATION_ORDER_STATUSES: readonly KnownServiceStatus[] = SERVICE_STATUSES;

/**
 * The statuses a service may be given: expert review has its own set, the LLC formation the
 * formation order set, every other service the basic set. Takes a product key or a service
 * name in any spelling; a name that is no service has none.
 */
export function allowedStatuses(service: string): readonly KnownServiceStatus[] {
  const key = productKeyOfServiceName(service);
  if (key === null) return [];
  if (key === 'EXPERT_REVIEW') return EXPERT_REVIEW_STATUSES;
  if (key === 'LLC_FORMATION') return FORMATION_ORDER_STATUSES;
  return BASIC_SERVICE_STATUSES;
}

/** Whether a service may be given a status, spelt exactly (upper case) as the server stores it. */
export function isAllowedStatus(service: string, status: string): boolean {
  return (allowedStatuses(service) as readonly string[]).includes(status);
}

/**
 * A status as the server sent it, upper-cased. One the client does not know yet is kept rather
 * than dropped: a service with a status has been bought and must not be offered again.
 */
// `string & {}` keeps the known statuses in editors' completion without closing the type.
export type ServiceStatus = KnownServiceStatus | (string & {});

/** A product key → status map: the dashboard's servicesStatus (dashboard §3). */
export type ServiceStatuses = Partial<Record<ProductKey, ServiceStatus>>;

/** One entry of GET /v1/services/status/{id}, as its contract says. */
export type { ServerServiceStatus } from '../contracts/services-status';

/** Upper case, surrounding blanks removed: 'in_progress' and 'IN_PROGRESS ' are IN_PROGRESS. */
export function normalizeServiceStatus(status: string): ServiceStatus {
  return status.trim().toUpperCase();
}

function updatedAtMs(entry: ServerServiceStatus): number {
  const ms = Date.parse(entry.updated_at);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/**
 * Each listed service's latest entry, by product key: unknown service names and blank statuses
 * are ignored; should the server list a service twice, its latest update wins.
 */
function latestEntries(
  serverList: readonly ServerServiceStatus[],
): Partial<Record<ProductKey, ServerServiceStatus>> {
  const latest: Partial<Record<ProductKey, ServerServiceStatus>> = {};
  for (const entry of serverList) {
    const key = productKeyOfServiceName(entry.service);
    if (key === null || normalizeServiceStatus(entry.status) === '') continue;
    const previous = latest[key];
    if (previous !== undefined && updatedAtMs(previous) > updatedAtMs(entry)) continue;
    latest[key] = entry;
  }
  return latest;
}

/**
 * Each service's status (dashboard §4 "Service statuses"): the server's, or PURCHASED for a
 * service bought in this session that the server does not list yet (the temporary purchased
 * list). Unknown service names and blank statuses are ignored; should the server list a service
 * twice, its latest update wins.
 */
export function mergeServiceStatuses(
  serverList: readonly ServerServiceStatus[],
  purchasedThisSession: readonly string[] = [],
): ServiceStatuses {
  const statuses: ServiceStatuses = {};
  for (const [key, entry] of Object.entries(latestEntries(serverList))) {
    statuses[key as ProductKey] = normalizeServiceStatus(entry.status);
  }
  for (const name of purchasedThisSession) {
    const key = productKeyOfServiceName(name);
    if (key !== null && statuses[key] === undefined) statuses[key] = 'PURCHASED';
  }
  return statuses;
}

/**
 * When each listed service took the status mergeServiceStatuses gives it (its updated_at), by
 * product key: for a service in SUBMITTED, when it was submitted. A service bought in this
 * session and not listed yet has none.
 */
export function statusChangeTimes(
  serverList: readonly ServerServiceStatus[],
): Partial<Record<ProductKey, string>> {
  return Object.fromEntries(
    Object.entries(latestEntries(serverList)).map(([key, entry]) => [key, entry.updated_at]),
  );
}

const BADGE_LABELS: Readonly<Record<KnownServiceStatus, string>> = {
  NOT_STARTED: 'Not started',
  PURCHASED: 'Purchased',
  REGISTRATION_DONE: 'Registration done',
  REGISTRATION_ERROR: 'Registration error',
  SUBMITTED: 'Submitted',
  PENDING_EXPERT_REVIEW: 'Pending expert review',
  COMPLETED_EXPERT_REVIEW: 'Expert review completed',
  IN_PROGRESS: 'In progress',
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  ACTIVE: 'Active',
  REJECTED: 'Rejected',
};

/** The badge of a service the owner has not bought. */
export const NOT_PURCHASED_LABEL = 'Not purchased';

function isKnownStatus(status: string): status is KnownServiceStatus {
  return (SERVICE_STATUSES as readonly string[]).includes(status);
}

/**
 * The status badge's text. A status the client does not know reads as its words in sentence
 * case (NEEDS_SIGNATURE → 'Needs signature'), no status as 'Not purchased'.
 */
export function statusBadgeLabel(status: ServiceStatus | undefined): string {
  if (status === undefined) return NOT_PURCHASED_LABEL;
  const normalized = normalizeServiceStatus(status);
  if (isKnownStatus(normalized)) return BADGE_LABELS[normalized];
  const words = normalized.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words === '' ? NOT_PURCHASED_LABEL : words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a badge is coloured: what the owner should feel about the status at a glance. */
export type StatusTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger';

const BADGE_TONES: Readonly<Record<KnownServiceStatus, StatusTone>> = {
  NOT_STARTED: 'info',
  PURCHASED: 'info',
  REGISTRATION_DONE: 'progress',
  REGISTRATION_ERROR: 'danger',
  SUBMITTED: 'progress',
  PENDING_EXPERT_REVIEW: 'progress',
  COMPLETED_EXPERT_REVIEW: 'progress',
  IN_PROGRESS: 'progress',
  PENDING: 'progress',
  COMPLETED: 'success',
  ACTIVE: 'success',
  REJECTED: 'danger',
};

/** The badge's tone; neutral for no status or one the client does not know. */
export function statusBadgeTone(status: ServiceStatus | undefined): StatusTone {
  if (status === undefined) return 'neutral';
  const normalized = normalizeServiceStatus(status);
  return isKnownStatus(normalized) ? BADGE_TONES[normalized] : 'neutral';
}
