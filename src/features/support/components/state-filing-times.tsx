import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useOwnerProfile } from '../../../api/owner-profile';
import { stateFactsQuery } from '../../../api/state-facts';
import { findUsState, US_STATES } from '../../../domain/us-states';
import { FilingTimesNote } from '../../../ui/filing-times-note';
import { LoadError } from '../../../ui/load-error';
import { TextSkeleton } from '../../../ui/text-skeleton';

/**
 * The answer to "how long does my state take": a state to choose (the owner's business state
 * first, when the profile has one; the one a question names, asked of the assistant) and that state's standard and rapid filing times with their
 * sources, as registration page2 explains them (GET /v1/states/{state}/facts).
 */
export function StateFilingTimes({ named = '' }: { named?: string } = {}) {
  const id = useId();
  const { owner } = useOwnerProfile();
  const ownerState = findUsState(owner?.business_state ?? '')?.abbreviation ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const state = chosen ?? (named || ownerState);
  const stateName = findUsState(state)?.name ?? '';
  const facts = useQuery(stateFactsQuery(state || null));
  return (
    <div className="ch-help-state-times">
      <div className="ch-field ch-help-state-times__field">
        <label className="ch-field__label" htmlFor={id}>
          State
        </label>
        <select
          id={id}
          className="ch-field__select"
          value={state}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose a state</option>
          {US_STATES.map(({ name, abbreviation }) => (
            <option key={abbreviation} value={abbreviation}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {state === '' ? null : facts.isPending ? (
        <p>
          <TextSkeleton label={`Loading ${stateName}’s filing times`} width="24ch" />
        </p>
      ) : facts.isError ? (
        <LoadError message={`We could not load ${stateName}’s filing times.`} query={facts} />
      ) : (
        <FilingTimesNote facts={facts.data} />
      )}
    </div>
  );
}
