import { useToast } from '../../../ui/toast';
import { shownFavorite, useToggleFavorite, type PendingFavorites } from '../api/hub-favorites';
import './favorite-button.css';

export interface FavoriteButtonProps {
  /** A guide, template or article: its id, its name (for the button's name) and the server's say. */
  item: { id: number; name: string; is_favorite: boolean };
  /** The owner's toggles not yet sent (usePendingFavorites, read once by the list around). */
  pending: PendingFavorites;
}

/** Said when the toggle could not be written on this device (its storage failed). */
export const FAVORITE_NOT_KEPT = 'Your favourite could not be saved on this device.';

/**
 * The star on every hub item (issue 28): pressed while the item is a favourite. A toggle joins
 * the outbox, so it works offline and reaches the content service once online; until then the
 * star shows the owner's choice. Filled or outlined and pressed or not, never colour alone.
 */
export function FavoriteButton({ item, pending }: FavoriteButtonProps) {
  const toggle = useToggleFavorite();
  const toast = useToast();
  const favorite = shownFavorite(pending, item);
  const label = favorite ? `Remove ${item.name} from favourites` : `Add ${item.name} to favourites`;
  return (
    <button
      type="button"
      className="ch-favorite"
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      onClick={() => void toggle(item.id, !favorite).catch(() => toast.error(FAVORITE_NOT_KEPT))}
    >
      <svg className="ch-favorite__star" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.15 6.38 20.1l1.07-6.26L2.9 9.4l6.3-.9z"
          fill={favorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
