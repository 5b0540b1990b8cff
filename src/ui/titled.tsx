import { useId, type ReactNode } from 'react';

export interface TitledHeading {
  text: ReactNode;
  /** Its rank in the page's outline. */
  level: 2 | 3 | 4;
  className: string;
  /** A fixed id, where one is wanted; a generated one otherwise. */
  id?: string;
}

export interface TitledProps {
  /** The element the heading names: a part of a page, a card, an item of a list. */
  as: 'section' | 'article' | 'li';
  className: string;
  heading: TitledHeading;
  /**
   * A wrapper around the heading and what stands beside it (a status badge, the item's details);
   * without one the heading is the element's first child.
   */
  header?: { as?: 'div' | 'header'; className: string; beside?: ReactNode };
  children?: ReactNode;
}

/**
 * An element named by its own heading (`aria-labelledby`), so a screen reader announces a
 * section, a card or a list item by the words a sighted reader sees first.
 */
export function Titled({ as: Element, className, heading, header, children }: TitledProps) {
  const generatedId = useId();
  const headingId = heading.id ?? generatedId;
  const Heading = `h${heading.level}` as const;
  const title = (
    <Heading id={headingId} className={heading.className}>
      {heading.text}
    </Heading>
  );
  const Header = header?.as ?? 'div';
  return (
    <Element className={className} aria-labelledby={headingId}>
      {header ? (
        <Header className={header.className}>
          {title}
          {header.beside}
        </Header>
      ) : (
        title
      )}
      {children}
    </Element>
  );
}

/**
 * The sections of one screen, their classes and heading rank written once:
 * `const Section = titledSection('ch-x__section', 'ch-x__section-title', 2)`.
 */
export function titledSection(className: string, titleClassName: string, level: 2 | 3 | 4) {
  return function TitledSection({ title, children }: { title: ReactNode; children: ReactNode }) {
    return (
      <Titled
        as="section"
        className={className}
        heading={{ text: title, level, className: titleClassName }}
      >
        {children}
      </Titled>
    );
  };
}
