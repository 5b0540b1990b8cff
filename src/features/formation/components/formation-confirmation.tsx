import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { setPageHasUnsavedChanges } from '../../../questionnaire/unsaved-changes';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';
import { useStateFile } from '../api/get-statefile';
import { rememberedSubmission } from '../api/submit-formation';
import { useFormationOwner } from './use-formation-owner';
import './formation-confirmation.css';

const NEXT_STEPS = [
  {
    title: 'We review and file',
    text: 'Our team checks your answers and files your Articles of Organization with the state.',
  },
  {
    title: 'State processing',
    text: 'States usually approve a filing in 5-7 business days, or 1 business day with FastTrack.',
  },
  {
    title: 'Get your EIN',
    text: 'Once your LLC is active, apply for your federal tax ID from your dashboard.',
  },
  {
    title: 'Updates and alerts',
    text: 'We update your dashboard and e-mail you each time your filing moves forward.',
  },
];

function FilingSummary({ statefileId }: { statefileId: number }) {
  const statefile = useStateFile(statefileId);
  if (statefile.isError) {
    return <Notice tone="error">{statefile.error.message}</Notice>;
  }
  const data = statefile.data;
  return (
    <dl className="ch-formation-confirmation__summary">
      <div>
        <dt>Business</dt>
        <dd>
          {data ? data.official_business_name : <TextSkeleton label="Loading" width="24ch" />}
        </dd>
      </div>
      <div>
        <dt>State</dt>
        <dd>{data ? data.state : <TextSkeleton label="Loading" width="14ch" />}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{data ? data.status : <TextSkeleton label="Loading" width="8ch" />}</dd>
      </div>
      <div>
        <dt>Submitted</dt>
        <dd>
          {data ? (
            new Date(data.submitted_at).toLocaleDateString('en-US', { dateStyle: 'long' })
          ) : (
            <TextSkeleton label="Loading" width="14ch" />
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * formation-confirmation (spec foundation §2): what was filed, a next-steps grid, and the
 * button to the dashboard that replaces history (Back does not return into the flow).
 */
export function FormationConfirmation() {
  const { individualId } = useFormationOwner();
  const [, navigate] = useLocation();
  useEffect(() => setPageHasUnsavedChanges(false), []);
  const submission = rememberedSubmission(individualId);

  return (
    <div className="ch-formation-confirmation">
      <PageHeader
        title="Your formation has been submitted"
        subtitle="Thank you. We have everything we need to file your LLC."
      />
      {submission && <FilingSummary statefileId={submission.statefile_id} />}
      <h2 className="ch-formation-confirmation__heading">Next steps</h2>
      <ul className="ch-formation-confirmation__grid">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="ch-formation-confirmation__card">
            <span className="ch-formation-confirmation__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ul>
      <Button onPress={() => navigate('/dashboard', { replace: true })}>Go to Dashboard</Button>
    </div>
  );
}
