import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Account creations (registration page5 posts) one anonymous browser session may try per
 * minute: enough to correct a taken email a few times; a session makes one account anyway.
 */
const ACCOUNT_ATTEMPTS_PER_SESSION_PER_MINUTE = 5;

export const TOO_MANY_ACCOUNT_ATTEMPTS =
  'Too many attempts to create an account. Please wait a minute and try again.';

/**
 * The limits on creating accounts, each a fixed one-minute window in the rate-limit store
 * (the database, or Redis): per client address (AUTH_RATE_LIMIT_PER_MINUTE, as for sign-in)
 * and per browser session. Each attempt counts against both. Resolves to the seconds to wait
 * when a limit is exceeded, null when the attempt may go on.
 */
export function accountCreationLimits(app: FastifyInstance, perAddressPerMinute: number) {
  const limits = [
    app.createRateLimit({
      max: perAddressPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `account-creation|address|${request.ip}`,
    }),
    app.createRateLimit({
      max: ACCOUNT_ATTEMPTS_PER_SESSION_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `account-creation|session|${request.browserSession?.id ?? ''}`,
    }),
  ];
  return async (request: FastifyRequest): Promise<number | null> => {
    const results = await Promise.all(limits.map((limit) => limit(request)));
    const waits = results.flatMap((result) =>
      !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
    );
    return waits.length > 0 ? Math.max(...waits) : null;
  };
}
