import { apiJson } from '../../../api/http';
import { browserSessionRestored } from '../../../domain/contracts/browser-session-restore';
import { checkedAnswer } from '../../../domain/contracts/checked-answer';
import { restoredRegistrationBasics } from '../../../domain/registration/session-restore';
import { draftStore } from '../../../local/draft-store';
import { serverCopyOf } from '../../../local/server-copy';
import { sessionOwnerKey } from '../../../api/browser-session-cookie';

/**
 * GET /v1/browser_session/{id}/restore (spec foundation §4): the saved pages become this
 * device's copies (the pages open prefilled, and the checkout selection is rebuilt from them),
 * and the server makes the session this browser's. Without tier, entity type or business state
 * it throws the spec's restore error, and the caller starts a normal session instead.
 */
export async function restoreBrowserSession(restoreId: string): Promise<string> {
  const restored = checkedAnswer(
    browserSessionRestored,
    await apiJson<unknown>(`/v1/browser_session/${restoreId}/restore`, { auth: false }),
    'GET /v1/browser_session/{id}/restore',
  );
  restoredRegistrationBasics(restored.pages);
  const sessionId = restored.browser_session.id;
  await Promise.all(
    Object.entries(restored.pages).map(([page, presented]) => {
      const saved = serverCopyOf(presented);
      if (!saved) return undefined;
      const pageId = `registration/${page}`;
      return draftStore.keepCopy(
        sessionOwnerKey(sessionId),
        pageId,
        saved.answers,
        saved.updatedAt,
      );
    }),
  );
  return sessionId;
}
