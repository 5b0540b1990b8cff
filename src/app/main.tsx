import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme.css';
import './boot.css';
import { loadRuntimeConfig } from '../api/runtime-config';
import { startSessionKeeper } from '../features/auth/session-keeper';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { registerServiceWorker } from './pwa/service-worker';
import { installStaleChunkRecovery } from './pwa/stale-chunk-recovery';

const root = createRoot(document.getElementById('root')!);

async function boot(): Promise<void> {
  try {
    await loadRuntimeConfig();
  } catch {
    root.render(<BootFailure onRetry={() => void boot()} />);
    return;
  }
  startSessionKeeper();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

installStaleChunkRecovery();
registerServiceWorker();
void boot();
