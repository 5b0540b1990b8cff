import type { ArticleSummary } from '../../../domain/contracts/hub-articles';
import { longCalendarDate } from '../../../domain/long-date';
import type { PendingFavorites } from '../api/hub-favorites';
import { FavoriteButton } from './favorite-button';
import { FeaturedImage } from './featured-image';

/**
 * An article on the hub and on /articles (dashboard spec §2): its featured image, name and meta
 * description, the name the button that opens it; its date, and the favourite star every hub
 * item has.
 */
export function ArticleCard({
  article,
  onOpen,
  headingLevel = 3,
  pending,
}: {
  article: ArticleSummary;
  onOpen: (id: number) => void;
  headingLevel?: 2 | 3;
  pending: PendingFavorites;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="ch-hub-card ch-hub-card--article">
      <FeaturedImage
        className="ch-hub-card__image"
        src={article.featuredImage}
        alt={article.featuredImageAltText}
      />
      <div className="ch-hub-card__text">
        <Heading className="ch-hub-card__title">
          <button type="button" className="ch-hub-card__open" onClick={() => onOpen(article.id)}>
            {article.name}
          </button>
        </Heading>
        <p className="ch-hub-card__description">{article.metaDescription}</p>
        <div className="ch-hub-card__footer">
          <p className="ch-hub-card__meta">
            <time dateTime={article.publishDate}>{longCalendarDate(article.publishDate)}</time>
          </p>
          <FavoriteButton
            item={{ id: article.id, name: article.name, is_favorite: article.is_favorite }}
            pending={pending}
          />
        </div>
      </div>
    </article>
  );
}
