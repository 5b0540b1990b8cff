import { apiBlob, apiJson } from '../../../api/http';
import {
  signingApiPaths,
  type SignBody,
  type SigningRequestView,
} from '../../../domain/signing/signature-request';

/*
 * The public signing API a member's link reaches: no account, no token; the link's token in
 * the path is the credential (decision 0050).
 */

export const getSigningRequest = (token: string, signal?: AbortSignal) =>
  apiJson<SigningRequestView>(signingApiPaths.request(token), { auth: false, signal });

export const getSigningDocument = (token: string, signal?: AbortSignal) =>
  apiBlob(signingApiPaths.document(token), { auth: false, signal });

export const markDocumentViewed = (token: string) =>
  apiJson<null>(signingApiPaths.viewed(token), { auth: false, method: 'POST' });

export const signDocument = (token: string, body: SignBody) =>
  apiJson<{ state: 'signed'; signed_at: string; completed: boolean }>(signingApiPaths.sign(token), {
    auth: false,
    method: 'POST',
    json: body,
  });

/** The hex SHA-256 of the document the signer was shown: what their signature is on. */
export async function documentSha256(document: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await document.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
