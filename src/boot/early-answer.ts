import { apiJson, contentJson, signedInAnswerJson, type RequestOptions } from '../api/http';
import { runtimeConfig } from '../api/runtime-config';
import { bootRequestUrl, bootServiceToken, type BootRequest } from './boot-services';
import { takeEarlyResponse } from './early-responses';

/** How the app itself asks each service. */
const ASK: Readonly<
  Record<BootRequest['service'], (path: string, options: RequestOptions) => Promise<unknown>>
> = {
  api: apiJson,
  content: contentJson,
};

/**
 * The JSON answer to a GET of `request`: the one the early script already sent with the current
 * token when there is one to adopt (fresh, taken once), read as the app reads its own (a 401
 * ends the session, an error answer throws); otherwise, or when the early request failed on its
 * way (a dropped connection), the app asks the service itself. Every query the early script may
 * have asked for reads through this.
 */
export function readAtBoot(request: BootRequest, signal?: AbortSignal): Promise<unknown> {
  const ask = () => ASK[request.service](request.path, { signal });
  const token = bootServiceToken(request.service);
  const early = token ? takeEarlyResponse(bootRequestUrl(runtimeConfig(), request), token) : null;
  return early ? early.then(signedInAnswerJson, ask) : ask();
}
