import type { StateFeeNote as Note } from '../domain/services/service-state-fees';
import { SourceLine } from './source-line';
import { TextSkeleton } from './text-skeleton';
import './state-fee-note.css';

/**
 * What a service's state fee is, in the owner's state, with the state's page for a sourced
 * figure. While the state's facts load, a placeholder line keeps its place (no layout shift).
 */
export function StateFeeNote({ note, loading }: { note: Note | null; loading: boolean }) {
  if (loading) {
    return (
      <p className="ch-state-fee-note">
        <TextSkeleton label="Loading the state fee" width="24ch" />
      </p>
    );
  }
  if (note === null) return null;
  return (
    <p className="ch-state-fee-note">
      {note.text}
      {note.source && (
        <>
          {' '}
          <SourceLine url={note.source.source_url} date={note.source.last_verified} />
        </>
      )}
      {note.credit && <span className="ch-state-fee-note__credit"> · {note.credit}</span>}
    </p>
  );
}
