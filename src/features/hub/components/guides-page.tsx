import { HubFileListPage } from './hub-file-list-page';

/** /guides (spec §2 "Guides listing page"). */
export function GuidesPage() {
  return <HubFileListPage kind="guides" />;
}
