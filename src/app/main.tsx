import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme.css';
import './boot.css';
import { openApiQuery } from '../api/openapi';
import { loadRuntimeConfig } from '../api/runtime-config';
import { prefetchOwnerData } from '../boot/prefetch-owner-data';
import { startSessionKeeper } from '../features/auth/session-keeper';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { configureLocalSync } from './local-sync';
import { registerServiceWorker } from './pwa/service-worker';
import { installStaleChunkRecovery } from './pwa/stale-chunk-recovery';
import { queryClient } from './query-client';
import { preloadRoute } from './routes';

const root = createRoot(document.getElementById('root')!);

// Everything the first screen needs downloads at once: its code (from here) alongside the
// configuration and the page definitions (preloaded by index.html).
const firstScreenCode = preloadRoute(window.location.pathname);

async function boot(): Promise<void> {
  try {
    await loadRuntimeConfig();
  } catch {
    root.render(<BootFailure onRetry={() => void boot()} />);
    return;
  }
  startSessionKeeper();
  prefetchOwnerData(queryClient, window.location.pathname);
  // index.html's loader stays until the page definitions and the first screen's code are
  // here, so the first render paints the page itself. Should the definitions fail to load,
  // PageDefinitionsGate shows what went wrong and retries.
  await Promise.all([queryClient.prefetchQuery(openApiQuery), firstScreenCode]);
  // A transition lets React render the first screen in slices, yielding to the browser
  // between them, instead of one long task that blocks input on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

installStaleChunkRecovery();
configureLocalSync();
void boot();
registerServiceWorker();
