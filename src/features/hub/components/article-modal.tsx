import { useEffect, useState } from 'react';
import { longCalendarDate } from '../../../domain/long-date';
import { Button } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { ModalDialog } from '../../../ui/modal';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useArticle } from '../api/article';
import { preparedArticleBody } from './article-body';
import { FeaturedImage } from './featured-image';

/** The body as it may be set in the page, once prepared; null while it is. */
function usePreparedBody(html: string | undefined): string | null {
  const [prepared, setPrepared] = useState<{ from: string; body: string } | null>(null);
  useEffect(() => {
    if (html === undefined) return;
    let current = true;
    void preparedArticleBody(html, window.location.origin).then((body) => {
      if (current) setPrepared({ from: html, body });
    });
    return () => {
      current = false;
    };
  }, [html]);
  return prepared && prepared.from === html ? prepared.body : null;
}

/**
 * One article (dashboard spec §2 "Article modal"): its featured image, 'Written By' the editorial
 * team, the publish date and the body, sanitised. Read once, the service worker keeps it for
 * reading offline; one never opened says it needs a connection.
 */
export function ArticleModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const article = useArticle(id);
  const body = usePreparedBody(article.data?.postBody);
  return (
    <ModalDialog
      isOpen={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={article.data?.name ?? 'Article'}
      isDismissable
      actions={
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      }
    >
      {article.isError ? (
        <LoadError message="We could not load this article." query={article} />
      ) : !article.data || body === null ? (
        <div className="ch-hub-article__loading">
          <TextSkeleton label="Loading the article" width="24ch" />
          <TextSkeleton width="24ch" />
          <TextSkeleton width="14ch" />
        </div>
      ) : (
        <article className="ch-hub-article">
          <FeaturedImage
            className="ch-hub-article__image"
            src={article.data.featuredImage}
            alt={article.data.featuredImageAltText}
          />
          <p className="ch-hub-article__byline">
            Written By <span className="ch-hub-article__author">{article.data.author}</span>
            {' · '}
            <time dateTime={article.data.publishDate}>
              {longCalendarDate(article.data.publishDate)}
            </time>
          </p>
          {/* Sanitised by preparedArticleBody (DOMPurify) before it is set. */}
          <div className="ch-hub-article__body" dangerouslySetInnerHTML={{ __html: body }} />
        </article>
      )}
    </ModalDialog>
  );
}
