import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { issuerOf, type ServerConfig } from '../config';

/**
 * react-aria inserts one fixed <style> element (touch-action for pressable elements). It is
 * allowed by its hash alone; an e2e journey fails on any CSP violation, so a changed text in a
 * react-aria upgrade is noticed (theme.css carries the same rule either way).
 */
const REACT_ARIA_PRESSABLE_STYLE_HASH = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

function originOf(url: string | null): string[] {
  if (!url || url.startsWith('/')) return [];
  return [new URL(url).origin];
}

/**
 * A strict Content-Security-Policy: scripts only from this origin (no inline scripts, no
 * eval), connections only to the services /config.json names.
 */
export function securityHeaderOptions(config: ServerConfig): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const serviceOrigins = [
    ...originOf(issuerOf(config)),
    ...originOf(config.payments.baseUrl),
    ...originOf(config.externalBaseUrls.checkout),
    ...originOf(config.externalBaseUrls.questionService),
    ...originOf(config.externalBaseUrls.content),
  ];
  const recaptcha = config.recaptcha.siteKeyV3 || config.recaptcha.siteKeyV2;
  const recaptchaOrigins = recaptcha ? ['https://www.google.com', 'https://www.gstatic.com'] : [];
  // Google's script loads more of itself and Places answers from other googleapis.com and
  // gstatic.com hosts (its CSP guide allows both).
  const maps = config.googleMapsApiKey ? ['https://*.googleapis.com', 'https://*.gstatic.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptchaOrigins, ...maps],
        styleSrc: ["'self'", REACT_ARIA_PRESSABLE_STYLE_HASH],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...serviceOrigins, ...maps],
        // blob: the browser's own PDF viewer over a document the page fetched (an agreement).
        frameSrc: ["'self'", 'blob:', ...recaptchaOrigins],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...originOf(issuerOf(config))],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Runs helmet once, at start, against a recording response and returns the headers it sets.
 * The headers depend only on the configuration, and @fastify/helmet would rebuild helmet (and
 * re-parse the CSP) on every request, which cost a third of the server's throughput.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown = null;
  // helmet's middleware is synchronous; it only touches setHeader/removeHeader.
  helmet(options)(
    {} as never,
    recorder as never,
    (error?: unknown) => void (failure = error ?? null),
  );
  if (failure) throw failure;
  return headers;
}

/** Every response carries the security headers computed from the configuration. */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = computeSecurityHeaders(securityHeaderOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
