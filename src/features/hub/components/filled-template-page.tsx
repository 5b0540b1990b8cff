import { useEffect, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../api/http';
import { flowPageId } from '../../../domain/flows/flow';
import { FILLED_TEMPLATE_PARAM, TEMPLATES_FLOW } from '../../../domain/flows/templates-flow';
import {
  isTemplateSlug,
  TEMPLATE_NAMES,
  type TemplateSlug,
} from '../../../domain/hub/template-catalogue';
import { COMPANY_DOCUMENTS_PATH, TEMPLATES_PATH } from '../../../domain/services/service-paths';
import { getDraft } from '../../../local/drafts';
import type { Draft, DraftState } from '../../../local/local-database';
import { readStoredDraft } from '../../../local/stored-drafts';
import { FlowConfirmation } from '../../../questionnaire/flow-confirmation';
import { useSignedInOwner } from '../../../questionnaire/flow-owner';
import { useDeviceQuery } from '../../../questionnaire/use-device-query';
import { Button } from '../../../ui/button';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { LinkButton } from '../../../ui/link-button';
import { Notice } from '../../../ui/notice';
import { useDocumentDownload } from '../../../ui/use-document-download';
import { PageHeader } from '../../../ui/page-header';
import { useOnlineStatus } from '../../../ui/use-online-status';
import { useTemplateFill } from '../api/template-fill';
import './template-fill.css';

/** The filled page of `/templates/filled?template={slug}`; the templates' list for anything else. */
export function FilledTemplatePage() {
  const slug = new URLSearchParams(useSearch()).get(FILLED_TEMPLATE_PARAM);
  if (!isTemplateSlug(slug)) return <Redirect to={TEMPLATES_PATH} replace />;
  return <FilledTemplate key={slug} slug={slug} />;
}

/** Where the draft of the template's page stands: 'none' when this device never held one. */
type AnswersState = DraftState | 'none' | 'reading';

const pageOf = (slug: TemplateSlug) => `${TEMPLATES_PATH}/${slug}`;

/** Where the draft of a page stands on this device, followed as the sync sends it. */
function useDraftState(ownerKey: string, pageId: string): AnswersState {
  const stateOf = (draft: Draft | undefined): AnswersState => draft?.state ?? 'none';
  return (
    useDeviceQuery({
      key: `${ownerKey} ${pageId}`,
      live: async (db) => stateOf(await getDraft(db, ownerKey, pageId)),
      first: async () => stateOf(await readStoredDraft(ownerKey, pageId)),
    }) ?? 'reading'
  );
}

/**
 * Fills the template once the server holds the owner's latest answers of its page (decision
 * 0070): a draft still waiting in the outbox is sent first, by the sync like every save, and
 * the page says so (offline: it waits, nothing is lost). Then the document the server made
 * and kept, to download or find among the company documents.
 */
function FilledTemplate({ slug }: { slug: TemplateSlug }) {
  const owner = useSignedInOwner();
  const answers = useDraftState(owner.ownerKey, flowPageId(TEMPLATES_FLOW, slug));
  const online = useOnlineStatus();
  const fill = useTemplateFill();
  const name = TEMPLATE_NAMES[slug];
  const onServer = answers === 'synced' || answers === 'none';
  const { isIdle, mutate } = fill;

  useEffect(() => {
    if (onServer && online && isIdle) mutate(slug);
  }, [onServer, online, isIdle, mutate, slug]);

  if (fill.isSuccess) {
    return <FilledDocument name={name} slug={slug} documentId={fill.data.document_id} />;
  }
  if (fill.isError) {
    return (
      <FillProblem name={name} slug={slug}>
        <p>{fill.error instanceof ApiError ? fill.error.message : GENERIC_ERROR_MESSAGE}</p>
        <p>
          <Button variant="secondary" onPress={() => fill.mutate(slug)}>
            Try again
          </Button>
        </p>
      </FillProblem>
    );
  }
  if (answers === 'conflict' || answers === 'invalid') {
    return (
      <FillProblem name={name} slug={slug}>
        <p>
          Your answers for this template need a look before it can be filled: open them, check what
          the page says, and continue again.
        </p>
      </FillProblem>
    );
  }
  if (!online) {
    return (
      <div>
        <PageHeader title={name} subtitle="Waiting for a connection" />
        <Notice tone="info" role="status">
          <p>
            You are offline. Your answers are kept on this device, and your template is filled as
            soon as you are back online. You can leave this page: your answers stay saved.
          </p>
        </Notice>
      </div>
    );
  }
  return <FullPageLoader label={onServer ? `Filling your ${name}…` : 'Saving your answers…'} />;
}

/** What stopped the fill, and the ways on: the answers again, or the templates. */
function FillProblem({
  name,
  slug,
  children,
}: {
  name: string;
  slug: TemplateSlug;
  children: ReactNode;
}) {
  return (
    <div>
      <PageHeader title={name} subtitle="Your template could not be filled" />
      <Notice tone="error" role="alert">
        {children}
      </Notice>
      <p className="ch-template-fill__links">
        <LinkButton to={pageOf(slug)} variant="secondary">
          Change your answers
        </LinkButton>
        <LinkButton to={TEMPLATES_PATH} variant="secondary">
          Back to templates
        </LinkButton>
      </p>
    </div>
  );
}

/** The filled document: download it, find it among the documents, or refine the answers. */
function FilledDocument({
  name,
  slug,
  documentId,
}: {
  name: string;
  slug: TemplateSlug;
  documentId: number;
}) {
  const download = useDocumentDownload();
  return (
    <>
      <FlowConfirmation
        title={`Your ${name} is ready`}
        subtitle="We filled it with your business’s details and your answers, and kept it with your company documents."
        nextSteps={[
          {
            title: 'Read it through',
            text: 'Open it in Word, Google Docs or Pages, and fill in anything still shown in [brackets].',
          },
          {
            title: 'Refine it any time',
            text: 'Your answers stay saved. Change them and fill the template again whenever you like: each version is kept.',
          },
          {
            title: 'Find it later',
            text: 'It is with your company documents, ready to download again.',
          },
        ]}
        actions={
          <>
            <Button isPending={download.isPending} onPress={() => download.mutate(documentId)}>
              Download DOCX
            </Button>
            <LinkButton to={COMPANY_DOCUMENTS_PATH} variant="secondary">
              Go to your documents
            </LinkButton>
            <LinkButton to={pageOf(slug)} variant="secondary">
              Change your answers
            </LinkButton>
          </>
        }
      />
      {download.isError && (
        <Notice tone="error" role="alert">
          <p>
            {download.error instanceof ApiError ? download.error.message : GENERIC_ERROR_MESSAGE}
          </p>
        </Notice>
      )}
    </>
  );
}
