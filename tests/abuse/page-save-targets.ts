import { randomUUID } from 'node:crypto';
import { flowPagePath } from '../../src/domain/flows/flow';
import type { Answers, PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { REGISTRATION_FLOW } from '../../server/api/browser-session-routes';
import { ownerFlows } from '../../server/api/questionnaire-routes';
import { PRODUCT_FLOWS } from '../../server/products';
import type { SignedInOwner } from '../../server/test-support/owners';
import type { TestApp } from '../../server/test-support/test-app';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** How a sweep saves and reads one page through its real route, as the browser would. */
export interface PageSaveTarget {
  save(answers: Answers): Promise<Response>;
  read(): Promise<Response>;
}

export interface PageClients {
  owner: SignedInOwner;
  browserSessionId: string;
}

function flowOf(page: PageDefinition): string {
  return page.id.slice(0, page.id.indexOf('/'));
}

/**
 * The route that saves a page: registration pages under the anonymous browser session, the
 * owner flows the API serves (ownerFlows) under the owner's token. Null for a flow the API
 * does not save yet: its pages are swept through the shared validator alone, and join the route
 * sweep as soon as their flow is served.
 */
export function pageSaveTarget(
  t: TestApp,
  page: PageDefinition,
  { owner, browserSessionId }: PageClients,
): PageSaveTarget | null {
  const flow = flowOf(page);
  const name = page.id.slice(flow.length + 1);
  if (flow === REGISTRATION_FLOW) {
    const cookie = { cookie: `sessionId=${browserSessionId}` };
    return {
      save: (answers) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/pages/${name}`,
          headers: { ...cookie, 'idempotency-key': randomUUID() },
          payload: { ...answers, browser_session_id: browserSessionId },
        }),
      read: () =>
        t.app.inject({
          url: `/api/v1/pages/${name}?browser_session_id=${browserSessionId}`,
          headers: cookie,
        }),
    };
  }
  const served = ownerFlows(PRODUCT_FLOWS).find((candidate) => candidate.key === flow);
  if (served) {
    const authorization = `Bearer ${owner.token}`;
    // The page's address, which may name it otherwise (the annual report's location).
    const path = `/api${flowPagePath(served, name)}`;
    return {
      save: (answers) =>
        t.app.inject({
          method: 'POST',
          url: path,
          headers: { authorization, 'idempotency-key': randomUUID() },
          payload: { ...answers, individual_id: owner.id },
        }),
      read: () =>
        t.app.inject({
          url: `${path}?individual_id=${owner.id}`,
          headers: { authorization },
        }),
    };
  }
  return null;
}

/** A new anonymous registration, as the browser starts one. */
export async function newBrowserSession(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/browser_session/create',
    payload: { browser_agent: 'abuse sweep' },
  });
  if (response.statusCode !== 200) throw new Error(`No browser session: ${response.body}`);
  return (response.json() as { id: string }).id;
}
