/**
 * The runtime configuration the server renders at /config.json from its environment.
 * Shared by the server (which writes it) and the browser (which parses it on read and
 * refuses a malformed document rather than guessing).
 */
export interface RuntimeConfig {
  /** Version of the build/server pair, shown in Help and used by the update prompt. */
  version: string;
  apiBaseUrl: string;
  checkoutBaseUrl: string;
  questionServiceBaseUrl: string;
  contentBaseUrl: string;
  payments: { baseUrl: string; publishableKey: string };
  oidc: { authority: string; clientId: string; scope: string };
  recaptcha: { siteKeyV3: string | null; siteKeyV2: string | null };
  maps: { googleApiKey: string | null };
  receiptPolling: { intervalMs: number; attempts: number };
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuntimeConfigError(`${path} must be an object`);
  }
  return value as Record<string, unknown>;
}

function text(source: Record<string, unknown>, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new RuntimeConfigError(`${path}.${key} must be a non-empty string`);
  }
  return value;
}

function optionalText(source: Record<string, unknown>, key: string): string | null {
  const value = source[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function positiveInteger(source: Record<string, unknown>, key: string, fallback: number): number {
  const value = source[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

export const RECEIPT_POLL_INTERVAL_MS_DEFAULT = 1000;
export const RECEIPT_POLL_ATTEMPTS_DEFAULT = 10;

/** Parses an untrusted /config.json document; throws RuntimeConfigError when unusable. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const root = record(input, 'config');
  const payments = record(root.payments, 'config.payments');
  const oidc = record(root.oidc, 'config.oidc');
  const recaptcha = record(root.recaptcha ?? {}, 'config.recaptcha');
  const maps = record(root.maps ?? {}, 'config.maps');
  const polling = record(root.receiptPolling ?? {}, 'config.receiptPolling');
  return {
    version: text(root, 'version', 'config'),
    apiBaseUrl: text(root, 'apiBaseUrl', 'config'),
    checkoutBaseUrl: text(root, 'checkoutBaseUrl', 'config'),
    questionServiceBaseUrl: text(root, 'questionServiceBaseUrl', 'config'),
    contentBaseUrl: text(root, 'contentBaseUrl', 'config'),
    payments: {
      baseUrl: text(payments, 'baseUrl', 'config.payments'),
      publishableKey: text(payments, 'publishableKey', 'config.payments'),
    },
    oidc: {
      authority: text(oidc, 'authority', 'config.oidc'),
      clientId: text(oidc, 'clientId', 'config.oidc'),
      scope: text(oidc, 'scope', 'config.oidc'),
    },
    recaptcha: {
      siteKeyV3: optionalText(recaptcha, 'siteKeyV3'),
      siteKeyV2: optionalText(recaptcha, 'siteKeyV2'),
    },
    maps: { googleApiKey: optionalText(maps, 'googleApiKey') },
    receiptPolling: {
      intervalMs: positiveInteger(polling, 'intervalMs', RECEIPT_POLL_INTERVAL_MS_DEFAULT),
      attempts: positiveInteger(polling, 'attempts', RECEIPT_POLL_ATTEMPTS_DEFAULT),
    },
  };
}
