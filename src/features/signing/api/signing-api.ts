import { apiBlob, apiJson } from '../../../api/http';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import {
  signedAnswer,
  signingRequestView,
  type ConsentedSignBody,
} from '../../../domain/contracts/signing';
import { signingApiPaths } from '../../../domain/signing/signature-request';

/*
 * The public signing API a member's link reaches: no account, no token; the link's token in
 * the path is the credential (decision 0050).
 */

export const getSigningRequest = async (token: string, signal?: AbortSignal) =>
  checkedAnswer(
    signingRequestView,
    await apiJson<unknown>(signingApiPaths.request(token), { auth: false, signal }),
    'GET /v1/signing/{token}',
  );

export const getSigningDocument = (token: string, signal?: AbortSignal) =>
  apiBlob(signingApiPaths.document(token), { auth: false, signal });

export const markDocumentViewed = (token: string) =>
  apiJson<null>(signingApiPaths.viewed(token), { auth: false, method: 'POST' });

export const signDocument = async (token: string, body: ConsentedSignBody) =>
  checkedAnswer(
    signedAnswer,
    await apiJson<unknown>(signingApiPaths.sign(token), {
      auth: false,
      method: 'POST',
      json: body,
    }),
    'POST /v1/signing/{token}/sign',
  );

/** The hex SHA-256 of the document the signer was shown: what their signature is on. */
export async function documentSha256(document: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await document.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
