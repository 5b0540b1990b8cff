import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';

/** What a download link is, once checked. */
export type LinkCheck = 'valid' | 'expired' | 'forged';

/** A link the server did not make, or one changed since. */
export const LINK_FORGED = 'This download link is not valid.';

/**
 * The answer to a link that cannot be used: 403 for a forged one, 410 with `expired` (where to
 * get a new one) for one that has ended; null for a valid one.
 */
export function linkRefusal(
  check: LinkCheck,
  expired: string,
): { status: 403 | 410; message: string } | null {
  if (check === 'forged') return { status: 403, message: LINK_FORGED };
  if (check === 'expired') return { status: 410, message: expired };
  return null;
}

/** An id a link names: serial, so within Postgres's integer. */
const serialId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** What a download link's path carries: the document's id. */
export const linkParams = {
  type: 'object',
  properties: { document_id: serialId },
  required: ['document_id'],
} as const;

/**
 * What a link's query string carries besides the document id in its path: the document's owner
 * (the store finds a document only with its owner), when the link ends, and the signature.
 */
export const linkProofQuery = {
  type: 'object',
  properties: {
    owner: serialId,
    expires: {
      type: 'integer',
      minimum: 0,
      maximum: 99_999_999_999,
      description: 'When the link ends (Unix seconds)',
    },
    signature: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  },
  required: ['owner', 'expires', 'signature'],
} as const;

export type LinkProof = FromSchema<typeof linkProofQuery>;

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
    /**
     * What the links open: an owner's documents, or the hub's files (whose ids are another
     * table's), so a link made for one never opens the other.
     */
    private readonly scope: 'charter-document' | 'charter-hub-file' = 'charter-document',
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
      .update(`${this.scope}:${documentId}:${owner}:${expires}`)
      .digest('base64url');
  }
}
