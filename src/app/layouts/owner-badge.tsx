import { useOwnerProfile } from '../../api/owner-profile';
import { ownerDisplayName } from '../../domain/owner-profile';
import { MenuChevron } from '../../ui/menu-chevron';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The signed-in owner's name as the header shows it (the email when no name is known). */
export function useOwnerName(): string {
  const { owner } = useOwnerProfile();
  return owner ? ownerDisplayName(owner) || owner.email : '';
}

/** Avatar initials and name: the face of the account menu. */
export function OwnerBadge({ name }: { name: string }) {
  return (
    <>
      <span className="ch-user-menu__avatar" aria-hidden="true">
        {initialsOf(name) || '•'}
      </span>
      {name ? <span className="ch-user-menu__name">{name}</span> : null}
    </>
  );
}

/**
 * The account menu's button before its code has loaded: it looks the same; pointing at it or
 * focusing it starts loading the menu, pressing it opens the menu once loaded.
 */
export function UserMenuPlaceholder({
  onIntent,
  onPress,
  busy,
}: {
  onIntent: () => void;
  onPress: () => void;
  /** Pressed, and the menu's code still on its way. */
  busy: boolean;
}) {
  const name = useOwnerName();
  return (
    <button
      type="button"
      className="ch-menu-button ch-user-menu ch-user-menu--stand-in"
      aria-label={name ? `Account menu, ${name}` : 'Account menu'}
      aria-haspopup="menu"
      aria-busy={busy || undefined}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onPress}
    >
      <OwnerBadge name={name} />
      <MenuChevron />
    </button>
  );
}
