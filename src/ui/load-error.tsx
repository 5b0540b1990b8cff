import { ApiError } from '../api/http';
import { Notice } from './notice';
import { PlainButton } from './plain-button';

/** What went wrong, in a sentence after "We could not load …". */
function problemDetail(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status >= 500
      ? 'The server had a problem. Please try again in a moment.'
      : `The server answered ${error.status}: ${error.message}`;
  }
  if (!navigator.onLine) return 'You are offline. Check your connection and try again.';
  return 'Please try again.';
}

export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'We could not load your documents.' */
  message: string;
  /** The query that failed: its error says why, Try again runs it again. */
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  className?: string;
}

/**
 * A screen's data that failed to load: what and why, announced at once, and Try again. A native
 * button (PlainButton): screens that show this only when a read fails (the Business Hub) then
 * paint without react-aria's press handling, which adds nothing here that the browser lacks.
 */
export function LoadError({ message, query, className }: LoadErrorProps) {
  return (
    <Notice tone="error" role="alert" className={className}>
      <p>
        {message} {problemDetail(query.error)}
      </p>
      <p>
        <PlainButton
          variant="secondary"
          // While it runs again, as react-aria's isPending did: focus stays and a press does nothing.
          aria-disabled={query.isFetching || undefined}
          onClick={() => {
            if (!query.isFetching) void query.refetch();
          }}
        >
          Try again
        </PlainButton>
      </p>
    </Notice>
  );
}
