import { apiJson, signedInAnswerJson } from '../api/http';
import { runtimeConfig } from '../api/runtime-config';
import { readAccessToken } from '../api/token-store';
import { takeEarlyResponse } from './early-responses';

/**
 * The JSON of the answer to a GET of `path` on the main backend that the early script already
 * sent with the current token, read as apiJson reads its own (a 401 ends the session, an error
 * answer throws); null when there is none to adopt. A request that failed on its way (a dropped
 * connection) is sent again. The two queries the early script asks for read through this.
 */
export function earlyAnswerJson(path: string): Promise<unknown> | null {
  const token = readAccessToken();
  const early = token ? takeEarlyResponse(`${runtimeConfig().apiBaseUrl}${path}`, token) : null;
  return early ? early.then(signedInAnswerJson, () => apiJson(path)) : null;
}
