import { currentSession } from '../api/current-session';
import { loadRuntimeConfig } from '../api/runtime-config';
import { startEarlyGet } from './early-responses';
import { ownerRequestsAtBoot } from './owner-data-at-boot';

/*
 * A second, tiny entry script that index.html runs as soon as it has arrived (async; put in
 * the page by early-script-plugin.ts), long before React and the app have downloaded: a
 * signed-in owner's first requests (ownerRequestsAtBoot) go out now, and the app's boot
 * prefetch hands their answers to the queries that wanted them (prefetch-owner-data.ts). On a
 * slow phone the dashboard's data is then no longer a round trip behind its code. It imports
 * nothing heavy: every module here is React-free.
 */
const session = currentSession();
if (session.status === 'signed-in') {
  const paths = ownerRequestsAtBoot(window.location.pathname, session.individualId);
  // The same request for /config.json as the app's (one fetch per page); when it fails, the
  // app shows the failure and retries on its own.
  loadRuntimeConfig().then(
    ({ apiBaseUrl }) => {
      for (const path of paths) startEarlyGet(`${apiBaseUrl}${path}`, session.accessToken);
    },
    () => undefined,
  );
}
