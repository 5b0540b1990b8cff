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

/**
 * The account menu button's accessible name: the name it shows first, as speech-input users
 * say it (WCAG 2.5.3), then what the button is.
 */
export function accountMenuName(name: string): string {
  return name ? `${name}, account menu` : 'Account menu';
}

/**
 * Avatar initials and name: the face of the account menu. The initials are a picture of the
 * owner, drawn by CSS from `data-initials`: the button's text is then the name alone, which
 * its accessible name starts with.
 */
export function OwnerBadge({ name }: { name: string }) {
  return (
    <>
      <span
        className="ch-user-menu__avatar"
        data-initials={initialsOf(name) || '•'}
        aria-hidden="true"
      />
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
      aria-label={accountMenuName(name)}
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
