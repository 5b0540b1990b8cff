import type { ReactNode } from 'react';
import { SiteFooter } from '../../ui/site-footer';
import { SkipLink } from '../../ui/skip-link';
import { Wordmark } from '../../ui/wordmark';
import './wizard-layout.css';

export interface WizardLayoutProps {
  /** The area, e.g. 'Business formation'. */
  title: string;
  /** Where the owner is in it, e.g. 'Step 2 of 4: Business industry'. */
  stepLabel: string;
  /** The questionnaire's own controls at the end of the bar (save state, 'Close and finish later'). */
  barActions?: ReactNode;
  children: ReactNode;
}

/**
 * Chrome of a questionnaire: no dashboard navigation, so the owner stays in the flow.
 * The logo is deliberately not a link; leaving a flow goes through the flow's own
 * 'Close and finish later' among the bar actions.
 */
export function WizardLayout({ title, stepLabel, barActions, children }: WizardLayoutProps) {
  return (
    <div className="ch-wizard">
      <SkipLink />
      <header className="ch-wizard__bar">
        <Wordmark />
        <div className="ch-wizard__context">
          <span className="ch-wizard__title">{title}</span>
          <span className="ch-wizard__step">{stepLabel}</span>
        </div>
        {barActions}
      </header>
      <main id="main" tabIndex={-1} className="ch-wizard__main">
        {children}
      </main>
      <SiteFooter linksInNewTab />
    </div>
  );
}
