import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { isExternalHref, type ContentBlock, type ContentText } from '../domain/content-blocks';
import { NewTabLink } from './new-tab-link';
import './content-blocks.css';

/**
 * A run of written text with its links: another site's opens in a new tab; a link to a place on
 * a page (`/help-center#refunds`) is a plain link, so the browser moves to it; any other Charter
 * path is the router's.
 */
export function ContentRun({ content }: { content: readonly ContentText[] }) {
  return (
    <>
      {content.map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        if (isExternalHref(part.href)) {
          return (
            <NewTabLink key={index} href={part.href}>
              {part.text}
            </NewTabLink>
          );
        }
        if (part.href.includes('#')) {
          return (
            <a key={index} href={part.href}>
              {part.text}
            </a>
          );
        }
        return (
          <Link key={index} href={part.href}>
            {part.text}
          </Link>
        );
      })}
    </>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <ContentRun content={block.content} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <ContentRun content={item} />
            </li>
          ))}
        </ul>
      );
    case 'terms':
      return (
        <dl className="ch-content__terms">
          {block.items.map(({ term, description }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>
                <ContentRun content={description} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/**
 * Written content (src/domain/content-blocks.ts) as the page shows it. `after` maps a block's
 * index to what follows it (a Help Center answer's live part after its first paragraph).
 */
export function ContentBlocks({
  blocks,
  after,
}: {
  blocks: readonly ContentBlock[];
  after?: Readonly<Record<number, ReactNode>>;
}) {
  return (
    <div className="ch-content">
      {blocks.map((block, index) => (
        <Fragment key={index}>
          <Block block={block} />
          {after?.[index]}
        </Fragment>
      ))}
    </div>
  );
}
