import './text-skeleton.css';

/**
 * A placeholder line where text is still loading: it keeps the text's place (no layout shift)
 * and tells screen readers what is coming.
 */
export function TextSkeleton({ label, width }: { label: string; width: '8ch' | '14ch' | '24ch' }) {
  return (
    <span
      className={`ch-text-skeleton ch-text-skeleton--${width}`}
      role="status"
      aria-label={label}
    />
  );
}
