import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a download link is, once checked. */
export type LinkCheck = 'valid' | 'expired' | 'forged';

/** What a link's query string carries besides the document id in its path. */
export interface LinkProof {
  /** The document's owner: the store finds a document only with its owner. */
  owner: number;
  /** When the link ends, in Unix seconds. */
  expires: number;
  signature: string;
}

/**
 * Download links for documents (decision 0048): the document id, its owner and the moment the
 * link ends, signed with an HMAC-SHA256 under the server's own key (server-secrets.ts). A link
 * opened in a new tab carries no bearer token, so the signature is the credential: only the
 * server makes one, and changing the id, the owner or the expiry breaks it.
 */
export class DocumentLinkSigner {
  constructor(
    private readonly key: Buffer,
    /** The download route's absolute address, without the document id. */
    private readonly downloadUrl: string,
  ) {}

  /** The absolute link to the owner's document, working until `expires` (Unix seconds). */
  link(documentId: number, owner: number, expires: number): string {
    const signature = this.signature(documentId, owner, expires);
    return `${this.downloadUrl}/${documentId}?owner=${owner}&expires=${expires}&signature=${signature}`;
  }

  /** Whether the link was made here for this document (else forged), and is still live. */
  check(documentId: number, { owner, expires, signature }: LinkProof, now: Date): LinkCheck {
    const expected = Buffer.from(this.signature(documentId, owner, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return now.getTime() < expires * 1000 ? 'valid' : 'expired';
  }

  private signature(documentId: number, owner: number, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`charter-document:${documentId}:${owner}:${expires}`)
      .digest('base64url');
  }
}
