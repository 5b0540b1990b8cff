import { TEMPLATES_NOT_PURCHASED } from '../../../domain/flows/templates-flow';
import { TEMPLATES_PATH } from '../../../domain/services/service-paths';
import { FullPageLoader } from '../../../ui/full-page-loader';
import { LinkButton } from '../../../ui/link-button';
import { LoadError } from '../../../ui/load-error';
import { Notice } from '../../../ui/notice';
import type { FlowFrameProps } from '../../../questionnaire/signed-in-flow-screen';
import { useTemplateLibrary } from '../use-file-access';

/**
 * What every page of the templates flow is shown in (decision 0070): the page itself for an
 * owner with the document library; otherwise what filling needs, and the way to the templates,
 * where the library is offered.
 */
export function TemplateLibraryFrame({ children }: FlowFrameProps) {
  const { library, status } = useTemplateLibrary();
  if (library === true) return children;
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
  if (status.isError)
    return <LoadError message="We could not check your services." query={status} />;
  return <FullPageLoader label="Checking your services…" />;
}
