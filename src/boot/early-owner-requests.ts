import { currentSession } from '../api/current-session';
import { loadRuntimeConfig } from '../api/runtime-config';
import { bootRequestUrl, bootServiceToken } from './boot-services';
import { startEarlyGet } from './early-responses';
import { ownerRequestsAtBoot } from './owner-data-at-boot';

/*
 * A second, tiny entry script that index.html runs as soon as it has arrived (async; put in
 * the page by early-script-plugin.ts), long before React and the app have downloaded: a
 * signed-in owner's first requests (ownerRequestsAtBoot) go out now, and the app's query
 * functions adopt their answers (early-answer.ts; prefetch-owner-data.ts starts the owner's at
 * boot). On a slow phone a page's data is then no longer a round trip behind its code. It
 * imports nothing heavy: every module here is React-free.
 */
const session = currentSession();
if (session.status === 'signed-in') {
  const requests = ownerRequestsAtBoot(window.location.pathname, session.individualId);
  // The same request for /config.json as the app's (one fetch per page); when it fails, the
  // app shows the failure and retries on its own.
  loadRuntimeConfig().then(
    (config) => {
      for (const request of requests) {
        // A session without an id token gets one through the app's refresh (id-token.ts): the
        // content reads are then the app's to send.
        const token = bootServiceToken(request.service);
        if (token) startEarlyGet(bootRequestUrl(config, request), token);
      }
    },
    () => undefined,
  );
}
