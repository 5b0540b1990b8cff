import { buttonClassName } from '../../ui/button-class';
import '../boot-failure.css';

/**
 * Shown when a screen's code from the previous version is gone and the automatic reload
 * already happened once: the owner reloads by choice, never in a loop.
 */
export function NewVersionNotice() {
  return (
    <main className="ch-boot-failure" role="alert">
      <h1>Charter has been updated</h1>
      <p>This screen belongs to the new version. Reload to continue; your saved work is kept.</p>
      <button
        type="button"
        className={buttonClassName('primary')}
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
