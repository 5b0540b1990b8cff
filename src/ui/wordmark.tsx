import './wordmark.css';

/** The Charter logo: an inline mark (no image request) plus the name as real text. */
export function Wordmark() {
  return (
    <span className="ch-wordmark">
      <svg className="ch-wordmark__mark" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="6" fill="#1f3a5f" />
        <path
          d="M19.5 9.2A7 7 0 1 0 19.5 18.8"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      Charter
    </span>
  );
}
