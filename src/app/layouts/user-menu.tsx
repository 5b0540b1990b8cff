import { Header, MenuSection, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useOwnerProfile } from '../../api/owner-profile';
import { TierBadge } from '../../ui/badge';
import { MenuButton, MenuButtonItem } from '../../ui/menu-button';
import { accountMenuName, OwnerBadge, useOwnerName } from './owner-badge';
import { useGuardedSignOut } from './sign-out-guard';

/**
 * The account menu in the dashboard header: who is signed in, their plan, Settings, Sign out.
 * It loads when the owner presses its stand-in (AccountMenu), so it opens as it mounts.
 */
export function UserMenu() {
  const [, navigate] = useLocation();
  const { owner } = useOwnerProfile();
  const name = useOwnerName();
  const { requestSignOut, dialog } = useGuardedSignOut();
  return (
    // react-aria links (menu items with href) navigate through wouter, without a page load.
    <RouterProvider navigate={(path) => navigate(path)}>
      <MenuButton
        className="ch-user-menu"
        aria-label={accountMenuName(name)}
        label={<OwnerBadge name={name} />}
        openOnMount
      >
        <MenuSection>
          {owner ? (
            <Header className="ch-user-menu__summary">
              <span className="ch-user-menu__summary-name">{name}</span>
              <span className="ch-user-menu__summary-email">{owner.email}</span>
              {owner.tier ? <TierBadge tier={owner.tier} /> : null}
            </Header>
          ) : null}
          <MenuButtonItem id="settings" href="/settings">
            Settings
          </MenuButtonItem>
          <MenuButtonItem id="sign-out" onAction={() => void requestSignOut()}>
            Sign out
          </MenuButtonItem>
        </MenuSection>
      </MenuButton>
      {dialog}
    </RouterProvider>
  );
}
