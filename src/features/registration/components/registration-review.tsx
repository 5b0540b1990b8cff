import { useMemo } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSession } from '../../../api/session';
import { REGISTRATION_FLOW } from '../../../domain/flows/registration-flow';
import { sessionOwner } from '../../../questionnaire/flow-owner';
import { FlowReview } from '../../../questionnaire/flow-review';
import { useLiveAnswers } from './live-answers';

export interface RegistrationReviewProps {
  sessionId: string;
}

/**
 * The registration review (spec foundation §2 "There is also a review page"), between the new
 * account (page5) and the checkout. An edit is kept on this device at once and saved like a
 * page's Continue; the checkout builds the order from these same answers, so a changed plan
 * or filing speed is what gets paid.
 */
export function RegistrationReview({ sessionId }: RegistrationReviewProps) {
  const session = useSession();
  const [, navigate] = useLocation();
  const owner = useMemo(() => sessionOwner(sessionId), [sessionId]);
  const { report } = useLiveAnswers();
  if (session.status === 'signed-out') return <Redirect to="/registration/page5" replace />;
  return (
    <FlowReview
      flow={REGISTRATION_FLOW}
      owner={owner}
      showHeader={false}
      onConfirm={() => navigate('/registration/checkout')}
      onAnswersChange={report}
    />
  );
}
