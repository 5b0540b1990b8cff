import { contentJson } from '../../../api/http';
import { runtimeConfig } from '../../../api/runtime-config';
import { checkAnswer } from '../../../domain/contracts/checked-answer';
import { hubFileLinksAnswer, type HubFileLinks } from '../../../domain/contracts/hub-files';
import { HUB_LINK_EXPIRES_IN } from '../../../domain/hub/hub-content';

const PATH = '/v1/documents/urls';

export type HubFileLink = HubFileLinks['documents'][number];

/**
 * GET /v1/documents/urls: links to the files, living 120 s (spec §7, §9); asked right before a
 * download or a preview, never kept. Ids of nothing the owner may download are left out.
 */
export async function getHubFileLinks(ids: readonly number[]): Promise<HubFileLink[]> {
  if (ids.length === 0) return [];
  const params = new URLSearchParams({
    document_ids: ids.join(','),
    expires_in: String(HUB_LINK_EXPIRES_IN),
  });
  const answer = await contentJson(`${PATH}?${params}`);
  checkAnswer(hubFileLinksAnswer, answer, `GET ${PATH}`);
  return (answer as HubFileLinks).documents;
}

/**
 * A file's address without a link's proof: what the service worker keeps a previewed file
 * under (sw/hub-content-cache.ts). Only its copy answers it; the service refuses it.
 */
export function keptFileUrl(id: number): string {
  return `${runtimeConfig().contentBaseUrl}/v1/files/${id}`;
}
