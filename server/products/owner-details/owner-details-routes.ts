import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accounts, businesses } from '../../db/schema';
import { plainReply, schemaTyped } from '../../http/schema-typed-routes';
import { individualIdSchema } from '../../api/owner-id-schema';
import { businessRecord, type Business } from '../../services/businesses';
import { isFields } from '../../../src/domain/business-record';
import { describedAnswers } from '../../../src/domain/questionnaire/described-answers';
import type { Answers, PageDefinition } from '../../../src/domain/questionnaire/page-definition';
import { validatePage } from '../../../src/domain/questionnaire/validate-page';
import { businessRecordSchema } from '../../../src/domain/contracts/business-list';
import {
  addressBody,
  addressParams,
  individualPhoneAnswer,
  individualPhoneBody,
  memberBody,
  memberParams,
} from '../../../src/domain/contracts/owner-details';
import {
  OWNER_DETAILS_PAGES,
  STATE_HELD_ADDRESS_TYPES,
  stateHeldMemberChanges,
  stateHeldRefusal,
} from '../../../src/domain/owner-details/owner-details';
import { OWNER_DETAILS_PAGE_DEFINITIONS } from './owner-details-pages';

const page = (id: string): PageDefinition =>
  OWNER_DETAILS_PAGE_DEFINITIONS.find((definition) => definition.id === id)!;
const INDIVIDUAL_PAGE = page(OWNER_DETAILS_PAGES.individual);
const ADDRESS_PAGE = page(OWNER_DETAILS_PAGES.address);
const MEMBER_PAGE = page(OWNER_DETAILS_PAGES.member);

/** A business edit's answer: the record as changed. */
const CHANGED_RECORD = { ...businessRecordSchema, description: 'The business record, changed' };
const INVALID = 'Please correct the highlighted fields';
const CHANGED_ELSEWHERE = 'This was changed on another device';
const NOT_FOUND = { message: 'Not found' };

/**
 * The page's answers among `body`, trimmed as a typed answer is, or the per-field messages
 * refusing them (the browser's own rules: validatePage).
 */
function validAnswers(definition: PageDefinition, body: Answers) {
  const answers = Object.fromEntries(
    Object.entries(describedAnswers(definition.fields, body)).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.trim() : value,
    ]),
  );
  const errors = validatePage(definition, answers);
  return Object.keys(errors).length > 0 ? { errors } : { answers };
}

/** Address answers (street_address1, zip_code…) as the record's address names. */
function recordNames(answers: Answers) {
  return {
    street_address: answers.street_address1 ?? '',
    street_address_2: answers.street_address2 ?? '',
    city: answers.city ?? '',
    state: answers.state ?? '',
    zipcode: answers.zip_code ?? '',
  };
}

const rows = (value: unknown) => (Array.isArray(value) ? value.filter(isFields) : []);

/**
 * The owner's own details (decision 0089), each refused for another owner (403 for another
 * individual_id, by the API's owner check; 404 for another owner's business or member, as for
 * one that does not exist) and for what the state keeps on file (422 pointing to the amendment):
 *   PUT /v1/individual/{individual_id}               the owner's phone
 *   PUT /v1/address/{business_id}/mailing            the business's mailing address
 *   PUT /v1/business_member/{business_id}/{index}    a member's contact details and type
 * A business edit names the record's updated_at it was based on (409 with the record when it
 * has changed since); the phone names the number it replaces.
 */
export async function ownerDetailsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const typed = schemaTyped(app);

  typed.put(
    '/v1/individual/:individual_id',
    {
      schema: {
        summary: "Changes the owner's phone number",
        params: individualIdSchema,
        body: individualPhoneBody,
        response: { 200: individualPhoneAnswer },
      },
    },
    async (request, reply) => {
      const individualId = request.params.individual_id;
      const valid = validAnswers(INDIVIDUAL_PAGE, request.body);
      if ('errors' in valid) {
        return plainReply(reply).code(422).send({ message: INVALID, errors: valid.errors });
      }
      const phone = String(valid.answers.phone);
      const previous = request.body.previous_phone ?? null;
      // The number is its own version: the change applies only to the number it was based on.
      const [changed] = await db
        .update(accounts)
        .set({ phone })
        .where(
          and(
            eq(accounts.id, individualId),
            previous === null ? isNull(accounts.phone) : eq(accounts.phone, previous),
          ),
        )
        .returning({ phone: accounts.phone });
      if (changed) return { individual_id: individualId, phone: changed.phone };
      const [current] = await db
        .select({ phone: accounts.phone })
        .from(accounts)
        .where(eq(accounts.id, individualId));
      if (!current) return plainReply(reply).code(404).send(NOT_FOUND);
      return plainReply(reply)
        .code(409)
        .send({
          message: CHANGED_ELSEWHERE,
          current: { individual_id: individualId, phone: current.phone },
        });
    },
  );

  /**
   * Sets the business's columns if it is the caller's and still at `basedOn`: its record, or
   * the reply refusing it (404 another owner's, 409 changed since).
   */
  async function updateBusiness(
    reply: FastifyReply,
    { id, individualId, basedOn }: { id: number; individualId: number; basedOn: string },
    change: (business: Business) => Partial<Business> | { refused: object; status?: number },
  ) {
    const owned = and(eq(businesses.id, id), eq(businesses.individualId, individualId));
    const [business] = await db.select().from(businesses).where(owned);
    if (!business) return reply.code(404).send(NOT_FOUND);
    const current = () =>
      reply.code(409).send({ message: CHANGED_ELSEWHERE, current: businessRecord(business) });
    if (business.updatedAt.getTime() !== new Date(basedOn).getTime()) return current();
    const values = change(business);
    if ('refused' in values) return reply.code(values.status ?? 422).send(values.refused);
    const [updated] = await db
      .update(businesses)
      .set({ ...values, updatedAt: new Date() })
      .where(and(owned, eq(businesses.updatedAt, business.updatedAt)))
      .returning();
    // Another change landed between the read and the write.
    if (!updated) {
      const [now] = await db.select().from(businesses).where(owned);
      return reply
        .code(409)
        .send({ message: CHANGED_ELSEWHERE, current: now ? businessRecord(now) : null });
    }
    return businessRecord(updated);
  }

  typed.put(
    '/v1/address/:business_id/:type',
    {
      schema: {
        summary: "Changes the business's mailing address (the business address is the state's)",
        params: addressParams,
        body: addressBody,
        response: { 200: CHANGED_RECORD },
      },
    },
    async (request, reply) => {
      const { business_id: id, type } = request.params;
      const valid = validAnswers(ADDRESS_PAGE, request.body);
      return updateBusiness(
        reply,
        { id, individualId: request.caller!.individualId, basedOn: request.body.updated_at },
        (business) => {
          if (STATE_HELD_ADDRESS_TYPES.has(type)) {
            return { refused: { message: stateHeldRefusal(`The ${type} address is`) } };
          }
          if ('errors' in valid) return { refused: { message: INVALID, errors: valid.errors } };
          const others = rows(business.addresses).filter((row) => row.type !== type);
          return { addresses: [...others, { type, ...recordNames(valid.answers) }] };
        },
      );
    },
  );

  typed.put(
    '/v1/business_member/:business_id/:member_index',
    {
      schema: {
        summary: "Changes a business member's contact details and member type",
        params: memberParams,
        body: memberBody,
        response: { 200: CHANGED_RECORD },
      },
    },
    async (request, reply) => {
      const { business_id: id, member_index: index } = request.params;
      const valid = validAnswers(MEMBER_PAGE, request.body);
      return updateBusiness(
        reply,
        { id, individualId: request.caller!.individualId, basedOn: request.body.updated_at },
        (business) => {
          const members = rows(business.owners);
          const member = members[index];
          if (!member) return { refused: NOT_FOUND, status: 404 };
          const record = businessRecord(business).owners[index]!;
          const stateHeld = stateHeldMemberChanges(record, request.body);
          if (stateHeld.length > 0) {
            const message = stateHeldRefusal("Members' names and ownership are");
            return {
              refused: {
                message,
                errors: Object.fromEntries(stateHeld.map((name) => [name, message])),
              },
            };
          }
          if ('errors' in valid) return { refused: { message: INVALID, errors: valid.errors } };
          // The row keeps its answer names (street_address1…): the record's names go, so the
          // new address is the one read.
          const { street_address: _a, street_address_2: _b, zipcode: _c, ...kept } = member;
          const edited = { ...kept, ...valid.answers };
          return { owners: members.map((row, at) => (at === index ? edited : row)) };
        },
      );
    },
  );
}
