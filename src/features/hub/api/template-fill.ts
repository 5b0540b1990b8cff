import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../api/http';
import { useSignedInIndividualId } from '../../../api/session';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { documentListItem, type DocumentListItem } from '../../../domain/contracts/documents';
import type { TemplateFillBody } from '../../../domain/contracts/template-fill';
import { TEMPLATE_FILL_PATH } from '../../../domain/flows/templates-flow';
import type { TemplateSlug } from '../../../domain/hub/template-catalogue';

/**
 * POST /v1/business_templates/fill (decision 0070): the template filled on the server with the
 * owner's business and their saved answers of its page, kept among their documents. Refused
 * with the server's message (no library, filled too often).
 */
async function fillTemplate(
  individualId: number,
  template: TemplateSlug,
): Promise<DocumentListItem> {
  const json: TemplateFillBody = { template };
  const answer = await apiJson(`${TEMPLATE_FILL_PATH}?individual_id=${individualId}`, {
    method: 'POST',
    json,
    // A fill asked again (Try again, a lost answer) makes the same file, which the server
    // answers from the documents instead of keeping a copy: each request has a key of its own.
    headers: { 'idempotency-key': `template-fill-${crypto.randomUUID()}` },
  });
  checkAnswer(documentListItem, answer, `POST ${TEMPLATE_FILL_PATH}`);
  return answer as DocumentListItem;
}

export function useTemplateFill() {
  const individualId = useSignedInIndividualId();
  return useMutation({
    mutationFn: (template: TemplateSlug) => fillTemplate(individualId, template),
  });
}
