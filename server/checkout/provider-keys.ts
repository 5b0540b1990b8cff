import { createHash } from 'node:crypto';

/**
 * The Idempotency-Key of one provider call made on behalf of one owner's request: derived
 * from the owner, the request's own key and the step, so a retried request repeats each call
 * with the same key (the provider answers it again instead of acting twice, the charge
 * above all) while two owners' keys, or two steps of one request, never meet. All of
 * Charter's calls share the secret key's key space at the provider, hence the owner.
 */
export function providerKey(step: string, owner: string, requestKey: string): string {
  const digest = createHash('sha256')
    .update(`${owner}\n${requestKey}\n${step}`)
    .digest('base64url');
  return `charter-${step}-${digest.slice(0, 32)}`;
}
