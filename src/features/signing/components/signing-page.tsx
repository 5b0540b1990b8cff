import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { longDate } from '../../../domain/long-date';
import { AGREEMENT_ARTICLES } from '../../../domain/operating-agreement/agreement-outline';
import {
  ELECTRONIC_SIGNATURE_CONSENT,
  signatureMessages,
  signatureProblem,
} from '../../../domain/signing/signature-request';
import { Button } from '../../../ui/button';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { PdfDocument } from '../../../ui/pdf-document';
import {
  documentSha256,
  getSigningDocument,
  getSigningRequest,
  markDocumentViewed,
  signDocument,
} from '../api/signing-api';
import { SignatureInput, signatureOf, type SignatureDraft } from './signature-input';
import './signing-page.css';
import type { SigningRequestView } from '../../../domain/contracts/signing';

/** A link that does not work (404) or has expired (410) is not worth asking again. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

const PROBLEM_TITLES: Readonly<Record<number, string>> = {
  404: 'This signing link does not work',
  410: 'This signing link has expired',
};

function LinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const title = PROBLEM_TITLES[status];
  if (title) {
    return (
      <>
        <PageHeader title={title} />
        <Notice tone="warning">{(error as ApiError).message}</Notice>
      </>
    );
  }
  return (
    <>
      <PageHeader title="We could not open this signing request" />
      <Notice tone="error" role="alert">
        <p>Please check your connection and try again.</p>
        <Button variant="secondary" onPress={onRetry}>
          Try again
        </Button>
      </Notice>
    </>
  );
}

/** A signer who has signed: when, and what happens next. Focused when they have just signed. */
function Signed({ view, justSigned }: { view: SigningRequestView; justSigned: boolean }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justSigned) heading.current?.focus();
  }, [justSigned]);
  const everyone = view.signed_count === view.signer_count;
  return (
    <div ref={heading} tabIndex={-1} className="ch-signing-page__result">
      <PageHeader
        title={justSigned ? 'Thank you, you have signed' : 'You have signed this document'}
        subtitle={view.title}
      />
      <Notice role="status">
        <p>
          {`Signed by ${view.signer.name} on ${longDate(view.signer.signed_at!)}. ${view.signed_count} of ${view.signer_count} members have signed.`}
        </p>
        <p>
          {everyone
            ? 'Every member has signed: the signed agreement, with its audit trail, is on its way to your email.'
            : 'When every member has signed, you will receive the signed agreement by email.'}
        </p>
      </Notice>
    </div>
  );
}

/** Who asked the signer to sign (the owner may be a member too). */
function whoAsked(view: SigningRequestView): string {
  return view.sent_by === view.signer.name
    ? `You sent the ${view.title} to every member to sign, yourself included.`
    : `${view.sent_by} asked you, ${view.signer.name}, to read and sign the ${view.title}.`;
}

/** The document, the consent, the signature and Sign. */
function SignForm({
  token,
  view,
  onSigned,
}: {
  token: string;
  view: SigningRequestView;
  onSigned: () => void;
}) {
  const document = useQuery({
    queryKey: ['signing-document', token],
    queryFn: ({ signal }) => getSigningDocument(token, signal),
    retry: retryUnlessRefused,
    staleTime: Infinity,
  });
  const [consent, setConsent] = useState(false);
  const [draft, setDraft] = useState<SignatureDraft>({
    kind: 'typed',
    name: view.signer.name,
    image: '',
  });
  const [problem, setProblem] = useState<{
    field: 'consent' | 'signature' | 'form';
    text: string;
  }>();
  const [signing, setSigning] = useState(false);
  const viewedSent = useRef(false);

  // Opening the document is the audit trail's "opened".
  useEffect(() => {
    if (!document.isSuccess || viewedSent.current) return;
    viewedSent.current = true;
    markDocumentViewed(token).catch(() => undefined);
  }, [document.isSuccess, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signature = signatureOf(draft);
    const missing = signatureProblem(consent, signature);
    if (missing) {
      setProblem({
        field: missing === signatureMessages.consentRequired ? 'consent' : 'signature',
        text: missing,
      });
      return;
    }
    if (!document.data) return;
    setProblem(undefined);
    setSigning(true);
    try {
      await signDocument(token, {
        consent: true,
        signature,
        document_sha256: await documentSha256(document.data),
      });
      onSigned();
    } catch (error) {
      // Signed meanwhile, or the link expired: the request, read again, shows where it stands.
      if (error instanceof ApiError && [409, 410].includes(error.status)) onSigned();
      setProblem({
        field: 'form',
        text: error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE,
      });
    } finally {
      setSigning(false);
    }
  };

  return (
    <>
      <PageHeader
        title={`Sign the ${view.title}`}
        subtitle={`${whoAsked(view)} ${view.signed_count} of ${view.signer_count} members have signed so far.`}
      />
      {document.isPending ? (
        <FullPageLoader label="Loading the document…" />
      ) : document.isError ? (
        <Notice tone="error" role="alert">
          <p>We could not load the document.</p>
          <Button variant="secondary" onPress={() => void document.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <PdfDocument
          pdf={document.data}
          title={view.title}
          fileName="operating-agreement.pdf"
          downloadLabel="Download the agreement (PDF)"
          outline={{
            intro: `The ${view.title}, sent by ${view.sent_by}, in these articles, followed by a signature block for each member:`,
            parts: AGREEMENT_ARTICLES,
          }}
        />
      )}
      <form className="ch-signing-page__form" noValidate onSubmit={(event) => void submit(event)}>
        <div
          className="ch-signing-page__consent"
          data-invalid={problem?.field === 'consent' ? '' : undefined}
        >
          <label>
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                if (problem?.field === 'consent') setProblem(undefined);
              }}
              aria-describedby={problem?.field === 'consent' ? 'consent-error' : undefined}
              aria-invalid={problem?.field === 'consent' || undefined}
            />
            <span>{ELECTRONIC_SIGNATURE_CONSENT}</span>
          </label>
          {problem?.field === 'consent' && (
            <p id="consent-error" className="ch-field__error">
              {problem.text}
            </p>
          )}
        </div>
        <SignatureInput
          value={draft}
          onChange={(changed) => {
            setDraft(changed);
            if (problem?.field === 'signature') setProblem(undefined);
          }}
          error={problem?.field === 'signature' ? problem.text : undefined}
        />
        {problem?.field === 'form' && (
          <Notice tone="error" role="alert">
            {problem.text}
          </Notice>
        )}
        <Button type="submit" isPending={signing} isDisabled={!document.isSuccess}>
          Sign
        </Button>
      </form>
    </>
  );
}

/**
 * The signing page a member's link opens (decision 0050): public, no account; the request
 * with the document, consent and signature; or why the link does not work, or that the
 * member has signed.
 */
export function SigningPage({ token }: { token: string }) {
  const [justSigned, setJustSigned] = useState(false);
  const request = useQuery({
    queryKey: ['signing-request', token],
    queryFn: ({ signal }) => getSigningRequest(token, signal),
    retry: retryUnlessRefused,
  });
  if (request.isPending) return <FullPageLoader label="Loading your signing request…" />;
  if (request.isError) {
    return <LinkProblem error={request.error} onRetry={() => void request.refetch()} />;
  }
  const view = request.data;
  if (view.signer.state === 'signed') return <Signed view={view} justSigned={justSigned} />;
  return (
    <SignForm
      token={token}
      view={view}
      onSigned={() => {
        setJustSigned(true);
        void request.refetch();
      }}
    />
  );
}
