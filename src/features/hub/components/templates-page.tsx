import { HubFileListPage } from './hub-file-list-page';

/** /templates: the guides page's listing, of the business templates (spec §2, §6). */
export function TemplatesPage() {
  return <HubFileListPage kind="templates" />;
}
