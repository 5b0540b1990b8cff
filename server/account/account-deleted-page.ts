import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_DELETED_PATH,
  DELETION_DOES_NOT_DISSOLVE,
  KEPT_ON_DELETION,
} from '../../src/domain/account/account-deletion';
import { escapeHtml } from '../http/escape-html';
import { plainReply } from '../http/schema-typed-routes';
import { htmlPage, serverPage } from '../http/server-page';

const PAGE = serverPage(
  'Account deleted',
  `<h1>${escapeHtml(ACCOUNT_DELETED_MESSAGE)}</h1>
<p class="page-lead" role="status">Your sign-in, answers, business record, documents and saved cards are erased, and every device is signed out. We sent a last email to say so.</p>
<h2>What we keep, and why</h2>
<ul class="page-rules">
${KEPT_ON_DELETION.map(({ what, why }) => `<li><strong>${escapeHtml(what)}.</strong> ${escapeHtml(why)}</li>`).join('\n')}
</ul>
<p>${escapeHtml(DELETION_DOES_NOT_DISSOLVE)}</p>
<a class="page-button" href="/">Start again</a>`,
);

/**
 * Where the browser goes once its account is deleted (decision 0081): the same words for
 * everyone, so it needs no sign-in and shows nothing of the account that was.
 */
export async function accountDeletedPage(app: FastifyInstance) {
  app.get(
    ACCOUNT_DELETED_PATH,
    {
      schema: {
        summary: 'The page shown after an account is deleted: what was kept, and why',
        response: { 200: htmlPage('The page') },
      },
    },
    async (_request, reply) => plainReply(reply).type('text/html; charset=utf-8').send(PAGE),
  );
}
