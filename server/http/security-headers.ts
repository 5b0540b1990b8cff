import type { FastifyHelmetOptions } from '@fastify/helmet';
import { issuerOf, type ServerConfig } from '../config';

function originOf(url: string | null): string[] {
  if (!url || url.startsWith('/')) return [];
  return [new URL(url).origin];
}

/**
 * A strict Content-Security-Policy: scripts only from this origin (no inline scripts, no
 * eval), connections only to the services /config.json names.
 */
export function securityHeaders(config: ServerConfig): FastifyHelmetOptions {
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
  const maps = config.googleMapsApiKey ? ['https://maps.googleapis.com'] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptchaOrigins, ...maps],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...serviceOrigins, ...maps],
        frameSrc: ["'self'", ...recaptchaOrigins],
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
