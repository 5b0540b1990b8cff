import { buttonClassName } from '../ui/button-class';
import './boot-failure.css';

/** Shown when Charter cannot load what it needs to start (config or page definitions). */
export function BootFailure({ onRetry }: { onRetry: () => void }) {
  const offline = !navigator.onLine;
  return (
    <main className="ch-boot-failure" role="alert">
      <h1>{offline ? "You're offline" : "Charter can't load right now"}</h1>
      <p>
        {offline
          ? 'Charter needs a connection the first time it opens on this device. Reconnect and try again.'
          : 'We could not reach the Charter service. Please try again in a moment.'}
      </p>
      {/* A plain button: this screen is in the entry chunk, which stays free of react-aria. */}
      <button type="button" className={buttonClassName('primary')} onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
