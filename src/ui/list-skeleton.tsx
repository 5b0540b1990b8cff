import { TextSkeleton } from './text-skeleton';

type SkeletonWidth = '8ch' | '14ch' | '24ch';

interface ListSkeletonProps {
  /** What is loading, said once to screen readers by the first row's first line. */
  label: string;
  rows: number;
  ordered?: boolean;
  /** The real list's classes, so the placeholder takes the place the rows will take. */
  listClassName: string;
  itemClassName: string;
  /** Wraps a row's lines where the real row wraps its text (beside a button, say). */
  textClassName?: string;
  /** A row's lines: the class of each line's paragraph and the width it draws. */
  lines: readonly { className: string; width: SkeletonWidth }[];
}

/** A list's shape while it loads, so nothing jumps when the rows arrive. */
export function ListSkeleton({
  label,
  rows,
  ordered = false,
  listClassName,
  itemClassName,
  textClassName,
  lines,
}: ListSkeletonProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={listClassName} aria-busy="true">
      {Array.from({ length: rows }, (_, row) => {
        const text = lines.map((line, index) => (
          <p key={index} className={line.className}>
            <TextSkeleton label={row === 0 && index === 0 ? label : undefined} width={line.width} />
          </p>
        ));
        return (
          <li key={row} className={itemClassName}>
            {textClassName ? <div className={textClassName}>{text}</div> : text}
          </li>
        );
      })}
    </List>
  );
}
