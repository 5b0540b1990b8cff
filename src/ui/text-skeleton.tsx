import './text-skeleton.css';

/**
 * A placeholder line where text is still loading: it keeps the text's place (no layout shift)
 * and tells screen readers what is coming. Without a label the line is only drawn, for the
 * further lines of a block whose first line already says what is loading.
 */
export function TextSkeleton({ label, width }: { label?: string; width: '8ch' | '14ch' | '24ch' }) {
  const className = `ch-text-skeleton ch-text-skeleton--${width}`;
  if (label === undefined) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="status" aria-label={label} />;
}
