import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  GUEST_TOPIC,
  guestSubject,
  SUPPORT_LIMITS,
  TOO_MANY_GUEST_REQUESTS,
  TOO_MANY_SUPPORT_REQUESTS as TOO_MANY,
  type SupportStatus,
} from '../../src/domain/support/support-requests';
import type {
  SupportRequestBody,
  SupportRequestList,
  SupportRequestThread,
} from '../../src/domain/contracts/support-requests';
import type { Database } from '../db/database';
import {
  accounts,
  documents,
  supportRequestAttachments,
  supportRequestMessages,
  supportRequests,
} from '../db/schema';
import type { DocumentStore } from '../documents/document-store';
import type { JobEngine } from '../jobs/job-engine';
import type { Mailer } from '../mail/mailer';
import { lockAccount } from '../services/accounts';
import { supportNoticeMail, supportReplyMail } from './support-mail';

const NOTICE_JOB = 'support-request-mail';
const REPLY_JOB = 'support-reply-mail';
const HOUR_MS = 3_600_000;

/** A refusal of the owner's call: its status and the sentence that says why. */
export class SupportRequestRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 422 | 429,
    message: string,
    readonly field?: 'document_ids',
  ) {
    super(message);
  }
}

/** A request as the back office lists it. */
export interface SupportRequestRow {
  request_id: number;
  individual_id: number | null;
  /** The owner's account address, or the guest's. */
  email: string;
  topic: string;
  subject: string;
  status: SupportStatus;
  created_at: string;
  updated_at: string;
  messages: number;
}

/** A request with its thread, as the back office shows it. */
export type SupportRequestDetail = SupportRequestRow & {
  thread: SupportRequestThread['messages'];
  attachments: SupportRequestThread['attachments'];
};

export interface SupportRequestsDeps {
  db: Database;
  jobs: JobEngine;
  mailer: Mailer;
  documents: DocumentStore;
  publicUrl: string;
  /** SUPPORT_EMAIL: where every new request and follow-up is mailed. */
  supportEmail: string;
}

const iso = (date: Date) => date.toISOString();

/**
 * Support requests (issue 29, decision 0079): an owner's from /submit-request with their own
 * documents attached, a visitor's from /chat, each message mailed to SUPPORT_EMAIL by a job
 * scheduled with it; the back office's replies mailed to whoever asked.
 */
export class SupportRequests {
  constructor(private readonly deps: SupportRequestsDeps) {
    deps.jobs.define(NOTICE_JOB, (payload) => this.sendNotice(Number(payload.messageId)));
    deps.jobs.define(REPLY_JOB, (payload) => this.sendReply(Number(payload.messageId)));
  }

  /** The owner's requests, newest first. */
  async list(individualId: number): Promise<SupportRequestList> {
    const rows = await this.deps.db
      .select({
        request: supportRequests,
        replies: messagesOfEach(sql`and m.author = 'support'`),
      })
      .from(supportRequests)
      .where(eq(supportRequests.individualId, individualId))
      .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id));
    return {
      individual_id: individualId,
      requests: rows.map(({ request, replies }) => ({
        ...summaryOf(request),
        replies: Number(replies),
      })),
    };
  }

  /** One of the owner's requests with its thread; null when it is not theirs (or none). */
  async thread(individualId: number, requestId: number): Promise<SupportRequestThread | null> {
    const [request] = await this.deps.db
      .select()
      .from(supportRequests)
      .where(
        and(eq(supportRequests.id, requestId), eq(supportRequests.individualId, individualId)),
      );
    return request ? threadOf(this.deps.db, request) : null;
  }

  /**
   * A new request of the owner's: refused when a document is not theirs (422) or when they
   * have made SUPPORT_LIMITS.requestsPerHour in the last hour (429). The request, its first
   * message, its attachments and the mail to support are kept together or not at all.
   */
  async create(
    individualId: number,
    body: SupportRequestBody,
    now: Date,
  ): Promise<SupportRequestThread> {
    const documentIds = [...new Set(body.document_ids ?? [])];
    return this.deps.db.transaction(async (tx) => {
      // One owner's requests are counted one at a time: two at once cannot both pass the limit.
      await lockAccount(tx, individualId);
      const [recent] = await tx
        .select({ made: count() })
        .from(supportRequests)
        .where(
          and(
            eq(supportRequests.individualId, individualId),
            gte(supportRequests.createdAt, new Date(now.getTime() - HOUR_MS)),
          ),
        );
      if ((recent?.made ?? 0) >= SUPPORT_LIMITS.requestsPerHour) {
        throw new SupportRequestRefusal(429, TOO_MANY);
      }
      if (documentIds.length > 0) {
        const owned = await tx
          .select({ id: documents.id })
          .from(documents)
          .where(and(inArray(documents.id, documentIds), eq(documents.individualId, individualId)));
        if (owned.length !== documentIds.length) {
          throw new SupportRequestRefusal(
            422,
            'One of the documents is not among your documents any more. Reload the page and choose again.',
            'document_ids',
          );
        }
      }
      const [request] = await tx
        .insert(supportRequests)
        .values({
          individualId,
          topic: body.topic,
          subject: body.subject.trim(),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const messageId = await this.addMessage(tx, request!.id, 'owner', body.message, now);
      if (documentIds.length > 0) {
        await tx
          .insert(supportRequestAttachments)
          .values(documentIds.map((documentId) => ({ requestId: request!.id, documentId })));
      }
      await this.schedule(tx, NOTICE_JOB, messageId, now);
      return threadOf(tx, request!);
    });
  }

  /** The owner adds to their request: it is open again, and support is mailed. */
  async followUp(
    individualId: number,
    requestId: number,
    message: string,
    now: Date,
  ): Promise<SupportRequestThread> {
    return this.deps.db.transaction(async (tx) => {
      // The hour's follow-ups are counted across the owner's requests: one owner at a time.
      await lockAccount(tx, individualId);
      const [request] = await tx
        .select()
        .from(supportRequests)
        .where(
          and(eq(supportRequests.id, requestId), eq(supportRequests.individualId, individualId)),
        );
      if (!request) throw new SupportRequestRefusal(404, 'This request was not found');
      const [recent] = await tx
        .select({ made: count() })
        .from(supportRequestMessages)
        .innerJoin(supportRequests, eq(supportRequests.id, supportRequestMessages.requestId))
        .where(
          and(
            eq(supportRequests.individualId, individualId),
            eq(supportRequestMessages.author, 'owner'),
            gte(supportRequestMessages.createdAt, new Date(now.getTime() - HOUR_MS)),
          ),
        );
      if ((recent?.made ?? 0) >= SUPPORT_LIMITS.followUpsPerHour) {
        throw new SupportRequestRefusal(429, TOO_MANY);
      }
      const messageId = await this.addMessage(tx, request.id, 'owner', message, now);
      const [reopened] = await tx
        .update(supportRequests)
        .set({ status: 'open', updatedAt: now })
        .where(eq(supportRequests.id, request.id))
        .returning();
      await this.schedule(tx, NOTICE_JOB, messageId, now);
      return threadOf(tx, reopened!);
    });
  }

  /**
   * A visitor's question from /chat. Kept as a guest's request whatever the address (an account
   * having it is neither looked up nor told); more than SUPPORT_LIMITS.guestRequestsPerHour from
   * one address in an hour are refused (429), whoever asks.
   */
  async guest(email: string, question: string, now: Date): Promise<void> {
    const address = email.trim();
    await this.deps.db.transaction(async (tx) => {
      // Serialises the guests of one address (two at once cannot both pass the limit).
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`support-guest:${address.toLowerCase()}`}))`,
      );
      const [recent] = await tx
        .select({ made: count() })
        .from(supportRequests)
        .where(
          and(
            isNull(supportRequests.individualId),
            sql`lower(${supportRequests.contactEmail}) = ${address.toLowerCase()}`,
            gte(supportRequests.createdAt, new Date(now.getTime() - HOUR_MS)),
          ),
        );
      if ((recent?.made ?? 0) >= SUPPORT_LIMITS.guestRequestsPerHour) {
        throw new SupportRequestRefusal(429, TOO_MANY_GUEST_REQUESTS);
      }
      const [request] = await tx
        .insert(supportRequests)
        .values({
          contactEmail: address,
          topic: GUEST_TOPIC,
          subject: guestSubject(question),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: supportRequests.id });
      const messageId = await this.addMessage(tx, request!.id, 'owner', question, now);
      await this.schedule(tx, NOTICE_JOB, messageId, now);
    });
  }

  // The back office (npm run ops -- requests).

  /** Requests, oldest first: the open ones, or every one. */
  async backOfficeList(which: 'open' | 'all'): Promise<SupportRequestRow[]> {
    const rows = await this.backOfficeRows(
      which === 'open' ? eq(supportRequests.status, 'open') : undefined,
    );
    return rows.map(({ row }) => row);
  }

  /** One request with its thread, for the back office; null when there is none. */
  async backOfficeShow(requestId: number): Promise<SupportRequestDetail | null> {
    const [found] = await this.backOfficeRows(eq(supportRequests.id, requestId));
    if (!found) return null;
    const { messages, attachments } = await threadOf(this.deps.db, found.request);
    return { ...found.row, thread: messages, attachments };
  }

  /** Support's reply: added to the thread, the request answered, whoever asked mailed. */
  async reply(requestId: number, text: string, now: Date): Promise<SupportRequestDetail | null> {
    const replied = await this.deps.db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, requestId))
        .for('update');
      if (!request) return false;
      const messageId = await this.addMessage(tx, requestId, 'support', text, now);
      await tx
        .update(supportRequests)
        .set({ status: 'answered', updatedAt: now })
        .where(eq(supportRequests.id, requestId));
      await this.schedule(tx, REPLY_JOB, messageId, now);
      return true;
    });
    return replied ? this.backOfficeShow(requestId) : null;
  }

  /** Closes a request (nothing more to do); the owner may still add to it, which reopens it. */
  async close(requestId: number, now: Date): Promise<SupportRequestDetail | null> {
    const closed = await this.deps.db
      .update(supportRequests)
      .set({ status: 'closed', updatedAt: now })
      .where(eq(supportRequests.id, requestId))
      .returning({ id: supportRequests.id });
    return closed.length > 0 ? this.backOfficeShow(requestId) : null;
  }

  /** The requests `where` picks, as the back office lists them, each with its row. */
  private async backOfficeRows(where: ReturnType<typeof eq> | undefined) {
    const rows = await this.deps.db
      .select({
        request: supportRequests,
        ownerEmail: accounts.email,
        messages: messagesOfEach(sql``),
      })
      .from(supportRequests)
      .leftJoin(accounts, eq(accounts.id, supportRequests.individualId))
      .where(where)
      .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id));
    return rows.map(({ request, ownerEmail, messages }) => ({
      request,
      row: {
        ...summaryOf(request),
        individual_id: request.individualId,
        email: ownerEmail ?? request.contactEmail ?? '',
        messages: Number(messages),
      } satisfies SupportRequestRow,
    }));
  }

  private async addMessage(
    tx: Database,
    requestId: number,
    author: 'owner' | 'support',
    body: string,
    now: Date,
  ): Promise<number> {
    const [message] = await tx
      .insert(supportRequestMessages)
      .values({ requestId, author, body: body.trim(), createdAt: now })
      .returning({ id: supportRequestMessages.id });
    return message!.id;
  }

  private async schedule(tx: Database, kind: string, messageId: number, now: Date) {
    await this.deps.jobs.schedule(
      { kind, key: `${kind}:${messageId}`, runAt: now, payload: { messageId } },
      tx,
    );
  }

  /** The message, its request and whoever asked it; null once the request is gone. */
  private async messageWithRequest(messageId: number) {
    const [row] = await this.deps.db
      .select({
        message: supportRequestMessages,
        request: supportRequests,
        owner: { email: accounts.email, firstName: accounts.firstName },
      })
      .from(supportRequestMessages)
      .innerJoin(supportRequests, eq(supportRequests.id, supportRequestMessages.requestId))
      .leftJoin(accounts, eq(accounts.id, supportRequests.individualId))
      .where(eq(supportRequestMessages.id, messageId));
    if (!row) return null;
    const email = row.owner?.email ?? row.request.contactEmail;
    if (!email) return null;
    return { ...row, asker: { email, firstName: row.owner?.firstName ?? '' } };
  }

  /** Job: a new request or follow-up, to SUPPORT_EMAIL, with the owner's documents attached. */
  private async sendNotice(messageId: number): Promise<void> {
    const found = await this.messageWithRequest(messageId);
    if (!found) return;
    const { request, message, asker } = found;
    const first = await this.isFirstMessage(request.id, message.id);
    const attachments =
      first && request.individualId !== null
        ? await this.attachedFiles(request.id, request.individualId)
        : [];
    await this.deps.mailer.send(
      supportNoticeMail({
        to: this.deps.supportEmail,
        replyTo: asker.email,
        requestId: request.id,
        guest: request.individualId === null,
        individualId: request.individualId,
        topic: request.topic,
        subject: request.subject,
        body: message.body,
        followUp: !first,
        attachments,
      }),
    );
  }

  /** Job: support's reply, to the owner's account address or the guest's. */
  private async sendReply(messageId: number): Promise<void> {
    const found = await this.messageWithRequest(messageId);
    if (!found) return;
    const { request, message, asker } = found;
    await this.deps.mailer.send(
      supportReplyMail(asker, {
        requestId: request.id,
        subject: request.subject,
        body: message.body,
        replyTo: this.deps.supportEmail,
        publicUrl: this.deps.publicUrl,
        guest: request.individualId === null,
      }),
    );
  }

  private async isFirstMessage(requestId: number, messageId: number): Promise<boolean> {
    const [first] = await this.deps.db
      .select({ id: supportRequestMessages.id })
      .from(supportRequestMessages)
      .where(eq(supportRequestMessages.requestId, requestId))
      .orderBy(asc(supportRequestMessages.id))
      .limit(1);
    return first?.id === messageId;
  }

  /** The attached documents' files; one deleted since is left out. */
  private async attachedFiles(requestId: number, individualId: number) {
    const attached = await this.deps.db
      .select({ documentId: supportRequestAttachments.documentId })
      .from(supportRequestAttachments)
      .where(eq(supportRequestAttachments.requestId, requestId))
      .orderBy(asc(supportRequestAttachments.documentId));
    const files = [];
    for (const { documentId } of attached) {
      const document = await this.deps.documents.find(documentId, individualId);
      if (document) {
        files.push({
          filename: document.fileName,
          content: document.content,
          contentType: document.contentType,
        });
      }
    }
    return files;
  }
}

/** A request with its messages, oldest first, and the documents it attaches. */
async function threadOf(
  db: Database,
  request: typeof supportRequests.$inferSelect,
): Promise<SupportRequestThread> {
  const [messages, attached] = await Promise.all([
    db
      .select()
      .from(supportRequestMessages)
      .where(eq(supportRequestMessages.requestId, request.id))
      .orderBy(asc(supportRequestMessages.id)),
    db
      .select({ id: documents.id, title: documents.title, fileName: documents.fileName })
      .from(supportRequestAttachments)
      .innerJoin(documents, eq(documents.id, supportRequestAttachments.documentId))
      .where(eq(supportRequestAttachments.requestId, request.id))
      .orderBy(asc(documents.id)),
  ]);
  return {
    ...summaryOf(request),
    messages: messages.map((message) => ({
      message_id: message.id,
      author: message.author === 'support' ? 'support' : 'owner',
      body: message.body,
      created_at: iso(message.createdAt),
    })),
    attachments: attached.map((document) => ({
      document_id: document.id,
      title: document.title,
      file_name: document.fileName,
    })),
  };
}

/** Every request of the owner's with its thread, oldest first: for "Download my data". */
export async function ownerSupportRequests(
  db: Database,
  individualId: number,
): Promise<SupportRequestThread[]> {
  const requests = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.individualId, individualId))
    .orderBy(asc(supportRequests.id));
  return Promise.all(requests.map((request) => threadOf(db, request)));
}

/**
 * How many messages each request of the query has (of those `which` keeps). The request's id is
 * written qualified: drizzle writes a column bare, which inside the subquery would be the
 * message's own id.
 */
const messagesOfEach = (which: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from ${supportRequestMessages} m where m.request_id = "support_requests"."id" ${which})`;

function summaryOf(request: typeof supportRequests.$inferSelect) {
  return {
    request_id: request.id,
    topic: request.topic,
    subject: request.subject,
    status: request.status as SupportStatus,
    created_at: iso(request.createdAt),
    updated_at: iso(request.updatedAt),
  };
}
