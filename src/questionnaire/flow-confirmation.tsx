import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { Fact } from '../ui/fact';
import { TextSkeleton } from '../ui/text-skeleton';
import { setPageHasUnsavedChanges } from './unsaved-changes';
import './flow-confirmation.css';

export interface NextStep {
  title: string;
  text: string;
}

export interface FlowConfirmationProps {
  title: string;
  subtitle: string;
  /** What was submitted, as label and value (null while it loads: a skeleton). */
  summary?: ReadonlyArray<{ label: string; value: ReactNode | null }>;
  nextSteps: readonly NextStep[];
  /** What the flow offers beside the dashboard button (the licence report's status link). */
  actions?: ReactNode;
}

/**
 * A flow's confirmation page (spec foundation §2 "Confirmation pages"): what was submitted, a
 * next-steps grid, and the button to the dashboard that replaces history (Back does not return
 * into the flow).
 */
export function FlowConfirmation({
  title,
  subtitle,
  summary,
  nextSteps,
  actions,
}: FlowConfirmationProps) {
  const [, navigate] = useLocation();
  useEffect(() => setPageHasUnsavedChanges(false), []);
  return (
    <div className="ch-flow-confirmation">
      <PageHeader title={title} subtitle={subtitle} />
      {summary && (
        <dl className="ch-flow-confirmation__summary">
          {summary.map(({ label, value }) => (
            <Fact key={label} term={label}>
              {value ?? <TextSkeleton label="Loading" width="14ch" />}
            </Fact>
          ))}
        </dl>
      )}
      <h2 className="ch-flow-confirmation__heading">Next steps</h2>
      <ul className="ch-flow-confirmation__grid">
        {nextSteps.map((step, index) => (
          <li key={step.title} className="ch-flow-confirmation__card">
            <span className="ch-flow-confirmation__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ul>
      <div className="ch-flow-confirmation__actions">
        {actions}
        <Button onPress={() => navigate('/dashboard', { replace: true })}>Go to Dashboard</Button>
      </div>
    </div>
  );
}
