import type { ReactNode } from 'react';
import { ApiError } from '../../../api/http';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { FormActions, Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { TextSkeleton } from '../../../ui/text-skeleton';
import type { AmendmentStart } from '../../../domain/contracts/amendment';
import { useAmendmentStart } from '../api/amendment-init';

const TITLE = 'Articles of Amendment';

/** Why the amendment's screens cannot show, under its title, with the way back. */
function GateNotice({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title={TITLE} />
      {children}
      <FormActions>
        <LinkButton to="/dashboard" variant="secondary">
          Back to dashboard
        </LinkButton>
      </FormActions>
    </>
  );
}

/**
 * What the amendment's review screens show until the business they amend is known (spec
 * dashboard §2): a skeleton while it loads, a fallback when no owner id is known, the
 * server's reason when it refuses (not bought, formation not ACTIVE), a notice once it is filed;
 * then the screen itself.
 */
export function AmendmentStartGate({
  individualId,
  children,
}: {
  individualId: number;
  children: (start: AmendmentStart) => ReactNode;
}) {
  const start = useAmendmentStart(individualId);
  if (individualId <= 0) {
    return (
      <GateNotice>
        <Notice tone="warning">
          We could not tell whose business to amend. Please return to your dashboard and open the
          amendment from its card.
        </Notice>
      </GateNotice>
    );
  }
  if (start.isPending) {
    return (
      <div className="ch-amendment__skeleton" aria-busy="true">
        <PageHeader
          title={<TextSkeleton label="Loading your business…" width="24ch" />}
          documentTitle={TITLE}
        />
        {[0, 1, 2, 3, 4].map((section) => (
          <p key={section}>
            <TextSkeleton width="14ch" />
            <br />
            <TextSkeleton width="24ch" />
          </p>
        ))}
      </div>
    );
  }
  if (start.isError) {
    const refused =
      start.error instanceof ApiError && start.error.status < 500 && start.error.status > 0;
    return (
      <GateNotice>
        {refused ? (
          <Notice tone="warning" role="alert">
            {start.error.message}
          </Notice>
        ) : (
          <LoadError message="We could not load your business." query={start} />
        )}
      </GateNotice>
    );
  }
  if (start.data.filed) {
    return (
      <GateNotice>
        <Notice>
          Your articles of amendment for {start.data.business_name} have been filed. Follow them on
          your dashboard.
        </Notice>
      </GateNotice>
    );
  }
  return <>{children(start.data)}</>;
}

/** The review's heading (spec dashboard §2). */
export const reviewHeading = (start: AmendmentStart) =>
  `${TITLE}: Please review the information we have on file for ${start.business_name} formed in ${start.state}`;
