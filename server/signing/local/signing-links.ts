import { createHash, createHmac, randomBytes } from 'node:crypto';
import { signingPagePath } from '../../../src/domain/signing/signing-page-path';

/** The SHA-256 of a link's token: all the database keeps of it, and how a link finds its signer. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Signers' personal links (decision 0050). A link's token is the HMAC of a random nonce (kept
 * with the signer, replaced by a resend) under the server's link key: unguessable without the
 * key, never stored (only its hash), and the same every time it is derived, so the request, its
 * retries and the reminders sent days later all carry the one link the signer has.
 */
export class SigningLinks {
  constructor(
    private readonly key: Buffer,
    /** The origin signers reach Charter at (PUBLIC_URL). */
    private readonly publicUrl: string,
  ) {}

  /** A new link's nonce (a resend's makes the link before it stop working). */
  newNonce(): string {
    return randomBytes(18).toString('base64url');
  }

  token(nonce: string): string {
    return createHmac('sha256', this.key)
      .update(`charter-signing-link:${nonce}`)
      .digest('base64url');
  }

  url(nonce: string): string {
    return `${this.publicUrl}${signingPagePath(this.token(nonce))}`;
  }
}
