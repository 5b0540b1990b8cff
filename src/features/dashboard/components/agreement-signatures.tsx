import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { refreshOwnerQueries } from '../../../api/owner-queries';
import { useSignedInIndividualId } from '../../../api/session';
import { SIGNER_STATE_LABELS } from '../../../domain/signing/signature-request';
import type { SignerView } from '../../../domain/contracts/agreement-signers';
import { PlainButton } from '../../../ui/plain-button';
import { TextSkeleton } from '../../../ui/text-skeleton';
import {
  agreementSignersKey,
  getAgreementSigners,
  resendSigningRequest,
} from '../agreement-signers';

/** How often an open dashboard looks again while members sign. */
const REFRESH_MS = 30_000;

/**
 * The members asked to sign the operating agreement and where each stands (sent, viewed,
 * signed), with Resend for those who have not signed (issue 16). Loaded only on the card of an
 * agreement out for signature, so the dashboard's first paint does not wait for it.
 */
export function AgreementSignatures() {
  const individualId = useSignedInIndividualId();
  const queryClient = useQueryClient();
  const signers = useQuery({
    queryKey: agreementSignersKey(individualId),
    queryFn: ({ signal }) => getAgreementSigners(individualId, signal),
    refetchInterval: REFRESH_MS,
    enabled: individualId > 0,
  });
  const [resending, setResending] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const completed = signers.data?.status === 'completed';

  // Every member has signed: the agreement's status has changed too.
  useEffect(() => {
    if (completed) void refreshOwnerQueries(queryClient);
  }, [completed, queryClient]);

  if (signers.isPending)
    return <TextSkeleton label="Loading the members’ signatures…" width="24ch" />;
  if (signers.isError) {
    return (
      <p className="ch-agreement-signatures__problem">
        We could not load the members’ signatures.{' '}
        <PlainButton variant="ghost" onClick={() => void signers.refetch()}>
          Try again
        </PlainButton>
      </p>
    );
  }

  const resend = async (signer: SignerView) => {
    setResending(signer.signer_id);
    setOutcome(null);
    try {
      queryClient.setQueryData(
        agreementSignersKey(individualId),
        await resendSigningRequest(individualId, signer.signer_id),
      );
      setOutcome({ text: `A new link was sent to ${signer.name}.`, failed: false });
    } catch (error) {
      setOutcome({
        text: error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE,
        failed: true,
      });
    } finally {
      setResending(null);
    }
  };

  return (
    <div className="ch-agreement-signatures">
      <ul className="ch-agreement-signatures__list" aria-label="Members’ signatures">
        {signers.data.signers.map((signer) => (
          <li key={signer.signer_id} className="ch-agreement-signatures__member">
            <span className="ch-agreement-signatures__name">{signer.name}</span>
            <span
              className={`ch-agreement-signatures__state ch-agreement-signatures__state--${signer.state}`}
            >
              {SIGNER_STATE_LABELS[signer.state]}
            </span>
            {signer.state !== 'signed' && (
              <PlainButton
                variant="ghost"
                className="ch-agreement-signatures__resend"
                onClick={() => void resend(signer)}
                disabled={resending !== null}
                aria-label={`Resend the signing request to ${signer.name}`}
              >
                {resending === signer.signer_id ? 'Sending…' : 'Resend'}
              </PlainButton>
            )}
          </li>
        ))}
      </ul>
      <p
        className={`ch-agreement-signatures__outcome${outcome?.failed ? ' ch-agreement-signatures__outcome--failed' : ''}`}
        role="status"
      >
        {outcome?.text}
      </p>
    </div>
  );
}
