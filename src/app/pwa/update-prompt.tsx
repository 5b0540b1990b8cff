import { Button } from '../../ui/button';
import { applyUpdate } from './service-worker';
import './update-prompt.css';

/** "A new version of Charter is ready" with the owner's choice to reload. */
export function UpdatePrompt() {
  return (
    <div className="ch-update-prompt" role="status">
      <span>A new version of Charter is ready.</span>
      <Button variant="secondary" onPress={applyUpdate}>
        Reload to update
      </Button>
    </div>
  );
}
