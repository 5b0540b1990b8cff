import { apiJson, contentJson, signedInAnswerJson } from '../api/http';
import { runtimeConfig } from '../api/runtime-config';
import { bootRequestUrl, bootServiceToken, type BootRequest } from './boot-services';
import { takeEarlyResponse } from './early-responses';

/** How the app itself asks each service, for a request the early script's answer cannot stand for. */
const ASK_AGAIN: Readonly<Record<BootRequest['service'], (path: string) => Promise<unknown>>> = {
  api: (path) => apiJson(path),
  content: (path) => contentJson(path),
};

/**
 * The JSON of the answer to a GET of `request` that the early script already sent with the
 * current token, read as the app reads its own (a 401 ends the session, an error answer
 * throws); null when there is none to adopt. A request that failed on its way (a dropped
 * connection) is sent again. The queries the early script asks for read through this.
 */
export function earlyAnswerJson(request: BootRequest): Promise<unknown> | null {
  const token = bootServiceToken(request.service);
  const early = token ? takeEarlyResponse(bootRequestUrl(runtimeConfig(), request), token) : null;
  return early
    ? early.then(signedInAnswerJson, () => ASK_AGAIN[request.service](request.path))
    : null;
}
