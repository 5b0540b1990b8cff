import { eq } from 'drizzle-orm';
import { downloadZip } from 'client-zip';
import type { PageDefinition } from '../../src/domain/questionnaire/page-definition';
import { maskedAnswers } from '../../src/domain/questionnaire/sensitive-answers';
import { dataExportFileName } from '../../src/domain/account/data-export';
import { invoiceResponse, listInvoices } from '../checkout/invoices';
import { listSubscriptions } from '../checkout/subscriptions';
import type { Database } from '../db/database';
import { accounts, pageAnswers } from '../db/schema';
import type { DocumentStore } from '../documents/document-store';
import { findOwnerBusinessRecord } from '../services/businesses';
import { listServiceOrders } from '../services/service-statuses';
import type { PageAnswersService } from '../services/page-answers';
import { ownerSupportRequests } from '../support/support-requests';

interface DataExportDeps {
  db: Database;
  pages: PageAnswersService;
  findPage: (id: string) => PageDefinition | undefined;
  documents: DocumentStore;
}

const README = `Your Charter data
=================

This archive holds what Charter keeps about you and your business, as of the date in its name:

- account.json: your account (name, email, phone, plan, email settings). Your password is kept
  only as a one-way hash and is not included.
- answers/<flow>/<page>.json: every questionnaire page you saved, with when you saved it. Social
  Security and tax identification numbers are shown masked (the last four digits): the archive
  may be kept or sent where Charter cannot protect it.
- business.json: your business's record as Charter filed it. Its EIN, once Charter has recorded
  it, is masked too, for the same reason: your business profile shows it in full.
- documents.json: the list of your documents (title, shelf, file name, size, date). Download the
  files themselves from Business Documents.
- invoices.json: your invoices, each with its lines, total, card and date.
- orders.json: every service you ordered, each with the statuses it took and when, and the
  reason given with a rejection.
- subscriptions.json: your yearly subscriptions (the registered agent): the next renewal, its
  price, a cancellation and its reason, a declined renewal charge and when it is tried again.
- support-requests.json: the requests you sent to our support team, with every message and
  reply, and the documents you attached.

Questions about this archive: write to us from Submit a request in your Charter account.
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * "Download my data" (issue 29): a zip of the owner's account, saved answers (sensitive ones
 * masked), business record, documents list, invoices, orders, subscriptions and support requests, made when asked and
 * sent at once, never kept.
 */
export async function ownerDataExport(
  { db, pages, findPage, documents }: DataExportDeps,
  individualId: number,
  now: Date,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, individualId));
  if (!account) throw new Error(`No account ${individualId}`);
  const pageIds = (
    await db
      .select({ pageId: pageAnswers.pageId })
      .from(pageAnswers)
      .where(eq(pageAnswers.individualId, individualId))
  ).map((row) => row.pageId);
  const saved = await pages.findMany({ individualId }, pageIds);
  const answerFiles = [...saved]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pageId, page]) => ({
      name: `answers/${pageId}.json`,
      input: json({
        page: pageId,
        saved_at: page.updatedAt.toISOString(),
        answers: maskedAnswers(findPage(pageId)?.fields ?? [], page.answers),
      }),
      lastModified: page.updatedAt,
    }));
  const accountFile = {
    individual_id: account.id,
    email: account.email,
    email_confirmed_at: account.emailConfirmedAt?.toISOString() ?? null,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phone,
    plan: account.tier,
    business_state: account.businessState,
    payment_customer_id: account.stripeCustomerId,
    created_at: account.createdAt.toISOString(),
    password_changed_at: account.passwordChangedAt.toISOString(),
    password_reminder: account.passwordReminder,
    email_settings: {
      order_updates: account.emailOrderUpdates,
      deadline_reminders: account.emailDeadlineReminders,
      hub_news: account.emailHubNews,
    },
  };
  const documentList = (await documents.list(individualId)).map((document) => ({
    title: document.title,
    shelf: document.category,
    file_name: document.fileName,
    content_type: document.contentType,
    size_bytes: document.sizeBytes,
    sha256: document.sha256,
    created_at: document.createdAt.toISOString(),
  }));
  // The receipts themselves are documents (their files are in Business Documents).
  const invoices = (await listInvoices(db, individualId)).map((stored) =>
    invoiceResponse(stored, null),
  );
  const files = [
    { name: 'README.txt', input: README, lastModified: now },
    { name: 'account.json', input: json(accountFile), lastModified: now },
    ...answerFiles,
    {
      name: 'business.json',
      input: json(await findOwnerBusinessRecord(db, individualId)),
      lastModified: now,
    },
    { name: 'documents.json', input: json(documentList), lastModified: now },
    { name: 'invoices.json', input: json(invoices), lastModified: now },
    {
      name: 'orders.json',
      input: json(await listServiceOrders(db, individualId)),
      lastModified: now,
    },
    {
      name: 'subscriptions.json',
      input: json(await listSubscriptions(db, individualId)),
      lastModified: now,
    },
    {
      name: 'support-requests.json',
      input: json(await ownerSupportRequests(db, individualId)),
      lastModified: now,
    },
  ];
  const bytes = new Uint8Array(await downloadZip(files).arrayBuffer());
  return { fileName: dataExportFileName(now), bytes };
}
