import type { FromSchema } from 'json-schema-to-ts';
import { EMAIL_REGEX, MAX_EMAIL_LENGTH } from '../email-address';
import {
  SUPPORT_AUTHORS,
  SUPPORT_LIMITS,
  SUPPORT_STATUSES,
  SUPPORT_TOPIC_VALUES,
} from '../support/support-requests';

/*
 * The support requests' calls (decision 0079), behind the owner's token:
 *   GET  /v1/account/{individual_id}/support-requests                         SupportRequestList
 *   POST /v1/account/{individual_id}/support-requests                         SupportRequestThread
 *   GET  /v1/account/{individual_id}/support-requests/{request_id}            SupportRequestThread
 *   POST /v1/account/{individual_id}/support-requests/{request_id}/messages   SupportRequestThread
 * and the public one of /chat:
 *   POST /v1/support/guest-requests { email, question }                      202 { message }
 * The bodies' limits are src/domain/support/support-requests.ts's; the server marks the
 * messages multi-line (storable-text.ts).
 */

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const supportRequestBodySchema = {
  type: 'object',
  properties: {
    topic: { enum: SUPPORT_TOPIC_VALUES },
    subject: text(SUPPORT_LIMITS.subjectMaxLength),
    message: text(SUPPORT_LIMITS.messageMaxLength),
    document_ids: {
      type: 'array',
      description: "The owner's own documents to attach (GET /v1/services/documents/list)",
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
      maxItems: SUPPORT_LIMITS.maxAttachments,
      uniqueItems: true,
    },
  },
  required: ['topic', 'subject', 'message'],
  additionalProperties: false,
} as const;
export type SupportRequestBody = FromSchema<typeof supportRequestBodySchema>;

export const followUpBodySchema = {
  type: 'object',
  properties: { message: text(SUPPORT_LIMITS.messageMaxLength) },
  required: ['message'],
  additionalProperties: false,
} as const;
export type FollowUpBody = FromSchema<typeof followUpBodySchema>;

export const guestRequestBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', minLength: 3, maxLength: MAX_EMAIL_LENGTH, pattern: EMAIL_REGEX },
    question: text(SUPPORT_LIMITS.questionMaxLength),
  },
  required: ['email', 'question'],
  additionalProperties: false,
} as const;
export type GuestRequestBody = FromSchema<typeof guestRequestBodySchema>;

const summaryProperties = {
  request_id: { type: 'integer' },
  topic: { type: 'string', description: 'One of the topics of the form' },
  subject: { type: 'string' },
  status: { enum: SUPPORT_STATUSES },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: {
    type: 'string',
    format: 'date-time',
    description: 'When its last message was written or its status changed',
  },
} as const;
const summaryRequired = [
  'request_id',
  'topic',
  'subject',
  'status',
  'created_at',
  'updated_at',
] as const;

const supportRequestSummary = {
  type: 'object',
  properties: {
    ...summaryProperties,
    replies: { type: 'integer', description: "How many of its messages are support's" },
  },
  required: [...summaryRequired, 'replies'],
  additionalProperties: false,
} as const;

export const supportRequestListSchema = {
  type: 'object',
  description: "The owner's support requests, newest first",
  properties: {
    individual_id: { type: 'integer' },
    requests: { type: 'array', items: supportRequestSummary },
  },
  required: ['individual_id', 'requests'],
  additionalProperties: false,
} as const;
export type SupportRequestList = FromSchema<typeof supportRequestListSchema>;
export type SupportRequestSummary = SupportRequestList['requests'][number];

export const supportRequestThreadSchema = {
  type: 'object',
  description: 'A support request with its messages, oldest first, and the documents it attaches',
  properties: {
    ...summaryProperties,
    messages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          message_id: { type: 'integer' },
          author: { enum: SUPPORT_AUTHORS },
          body: { type: 'string' },
          created_at: { type: 'string', format: 'date-time' },
        },
        required: ['message_id', 'author', 'body', 'created_at'],
        additionalProperties: false,
      },
    },
    attachments: {
      type: 'array',
      description: "The owner's documents it points to; one deleted since is left out",
      items: {
        type: 'object',
        properties: {
          document_id: { type: 'integer' },
          title: { type: 'string' },
          file_name: { type: 'string' },
        },
        required: ['document_id', 'title', 'file_name'],
        additionalProperties: false,
      },
    },
  },
  required: [...summaryRequired, 'messages', 'attachments'],
  additionalProperties: false,
} as const;
export type SupportRequestThread = FromSchema<typeof supportRequestThreadSchema>;

export const guestRequestAnswerSchema = {
  type: 'object',
  description: 'The question was received (the same answer whoever the address belongs to)',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
} as const;
