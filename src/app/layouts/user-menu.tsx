import { Header, MenuSection } from 'react-aria-components';
import { useOwnerProfile } from '../../api/owner-profile';
import { ownerDisplayName } from '../../domain/owner-profile';
import { signOut } from '../../features/auth/sign-out';
import { TierBadge } from '../../ui/badge';
import { MenuButton, MenuButtonItem } from '../../ui/menu-button';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function handleSignOut(): void {
  signOut().catch((error: unknown) => {
    console.error('Sign out failed', error);
  });
}

/** The account menu in the dashboard header: who is signed in, their plan, Settings, Sign out. */
export function UserMenu() {
  const { owner } = useOwnerProfile();
  const name = owner ? ownerDisplayName(owner) || owner.email : '';
  return (
    <MenuButton
      className="ch-user-menu"
      aria-label={name ? `Account menu, ${name}` : 'Account menu'}
      label={
        <>
          <span className="ch-user-menu__avatar" aria-hidden="true">
            {initialsOf(name) || '•'}
          </span>
          {name ? <span className="ch-user-menu__name">{name}</span> : null}
        </>
      }
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
        <MenuButtonItem id="sign-out" onAction={handleSignOut}>
          Sign out
        </MenuButtonItem>
      </MenuSection>
    </MenuButton>
  );
}
