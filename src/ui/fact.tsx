import type { ReactNode } from 'react';
import './fact.css';

/**
 * One term of a description list and its value: the term small and muted above the value, which
 * wraps inside its column (a long email never runs over the next). The list (`<dl>`) and its
 * columns are the caller's.
 */
export function Fact({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  /** Where the caller's list places or sizes this one (a long text across its columns). */
  className?: string;
}) {
  return (
    <div className={className ? `ch-fact ${className}` : 'ch-fact'}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
