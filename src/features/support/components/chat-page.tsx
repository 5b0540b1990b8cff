import { ComingSoon } from '../../../ui/coming-soon';
import { PageHeader } from '../../../ui/page-header';

/** Public (no sign-in needed), so it renders without the dashboard layout. */
export function ChatPage() {
  return (
    <>
      <PageHeader title="Chat" />
      <ComingSoon />
    </>
  );
}
