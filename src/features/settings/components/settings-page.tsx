import { ComingSoonArea } from '../../../ui/coming-soon-area';
import { SETTINGS_SECTIONS } from '../settings-sections';

export function SettingsPage() {
  return <ComingSoonArea title="Settings" path="/settings" sections={SETTINGS_SECTIONS} />;
}
