import { TEMPLATES_NOT_PURCHASED } from '../../../domain/flows/templates-flow';
import { TEMPLATES_PATH } from '../../../domain/services/service-paths';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { LinkButton } from '../../../ui/link-button';
import { Notice } from '../../../ui/notice';
import type { FlowFrameProps } from '../../../questionnaire/signed-in-flow-screen';
import { useTemplateLibrary } from '../use-file-access';

/**
 * What every page of the templates flow is shown in (decision 0070): for an owner known not to
 * have the document library, what filling needs and the way to the templates, where the
 * library is offered. Otherwise the page: while the statuses cannot be had (offline, a failed
 * read) the owner's draft stays in reach, and the server refuses what the library does not
 * allow.
 */
export function TemplateLibraryFrame({ children }: FlowFrameProps) {
  const { library, status } = useTemplateLibrary();
  if (library === false) {
    return (
      <Notice tone="info">
        <p>{TEMPLATES_NOT_PURCHASED}</p>
        <p>
          <LinkButton to={TEMPLATES_PATH} variant="secondary">
            See the templates
          </LinkButton>
        </p>
      </Notice>
    );
  }
  if (library === undefined && status.fetchStatus === 'fetching') {
    return <FullPageLoader label="Checking your services…" />;
  }
  return children;
}
