/** A warning triangle beside words that say the warning: decoration, hidden from screen readers. */
export function WarningIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 1.5l9 16.5H1z" fill="currentColor" />
      <path d="M10 7.5v5" stroke="#fff" strokeWidth="2" />
      <circle cx="10" cy="15.2" r="1.1" fill="#fff" />
    </svg>
  );
}
