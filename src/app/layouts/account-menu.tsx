import { lazy, useState, useTransition } from 'react';
import { UserMenuPlaceholder } from './owner-badge';

// The account menu brings react-aria's menu, popover and i18n code, whose first evaluation
// alone blocks a slow phone's main thread for ~40 ms (its locale detection builds Intl
// objects). It loads when the owner shows intent — pointer over or focus on the button — and
// opens on arrival when the button was pressed first; an owner who never opens it never pays.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

export function AccountMenu() {
  const [pressed, setPressed] = useState(false);
  // A transition keeps this button, and its focus, on screen while the menu's code loads.
  const [loading, startLoading] = useTransition();
  if (pressed) return <UserMenu />;
  return (
    <UserMenuPlaceholder
      onIntent={() => void loadUserMenu()}
      onPress={() => startLoading(() => setPressed(true))}
      busy={loading}
    />
  );
}
