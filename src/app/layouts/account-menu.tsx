import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '../../ui/after-page-load';
import { UserMenuPlaceholder } from './owner-badge';

// The account menu brings react-aria's menu and popover code. It loads a moment after the
// page, so it never delays the owner's first view of the dashboard on a slow phone — or at
// once when the owner presses the button first.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const LOAD_DELAY_MS = 1000;

export function AccountMenu() {
  const [armed, setArmed] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  useEffect(() => afterPageLoad(() => setArmed(true), LOAD_DELAY_MS), []);

  if (!armed) {
    return (
      <UserMenuPlaceholder
        onPress={() => {
          setOpenOnArrival(true);
          setArmed(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<UserMenuPlaceholder />}>
      <UserMenu defaultOpen={openOnArrival} />
    </Suspense>
  );
}
