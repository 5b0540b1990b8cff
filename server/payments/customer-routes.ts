import { eq } from 'drizzle-orm';
import { schemaTyped } from '../http/schema-typed-routes';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { paymentCustomers } from '../db/schema';
import { newObjectId } from './object-ids';
import { idParams, metadataSchema, text } from './param-schemas';
import { cleared, updatedMetadata } from './parameter-updates';
import { requireCustomer, requirePaymentMethod } from './records';
import { invalidRequest } from './stripe-errors';
import { customerObject, objectResponse } from './stripe-objects';

const DEFAULT_PAYMENT_METHOD = 'invoice_settings[default_payment_method]';

const customerProperties = { email: text(512), name: text(256), metadata: metadataSchema };

/** Customers: whom saved cards belong to, and which of them is the default. */
export async function customerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** The default must be one of the customer's own cards; '' unsets it. */
  const defaultPaymentMethod = async (customerId: string, sent: string) => {
    if (sent === '') return null;
    const { method } = await requirePaymentMethod(db, sent, DEFAULT_PAYMENT_METHOD);
    if (method.customerId !== customerId) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${sent}. The payment method must be attached to the customer.`,
        { param: DEFAULT_PAYMENT_METHOD },
      );
    }
    return method.id;
  };

  schemaTyped(app).post(
    '/v1/customers',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Creates a customer',
        body: { type: 'object', properties: customerProperties },
        response: objectResponse('customer'),
      },
    },
    async (request) => {
      const { email, name, metadata } = request.body;
      const [customer] = await db
        .insert(paymentCustomers)
        .values({
          id: newObjectId('cus'),
          email: email === undefined ? null : cleared(email),
          name: name === undefined ? null : cleared(name),
          metadata: updatedMetadata({}, metadata),
        })
        .returning();
      return customerObject(customer!);
    },
  );

  schemaTyped(app).get(
    '/v1/customers/:id',
    {
      schema: { summary: 'A customer', params: idParams, response: objectResponse('customer') },
    },
    async (request) => customerObject(await requireCustomer(db, request.params.id)),
  );

  schemaTyped(app).post(
    '/v1/customers/:id',
    {
      config: { idempotent: true },
      schema: {
        summary: 'Updates a customer: email, name, metadata, the default payment method',
        params: idParams,
        response: objectResponse('customer'),
        body: {
          type: 'object',
          properties: {
            ...customerProperties,
            invoice_settings: {
              type: 'object',
              properties: { default_payment_method: text(255) },
            },
          },
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(db, request.params.id);
      const { email, name, metadata, invoice_settings } = request.body;
      const sentDefault = invoice_settings?.default_payment_method;
      const [saved] = await db
        .update(paymentCustomers)
        .set({
          ...(email === undefined ? {} : { email: cleared(email) }),
          ...(name === undefined ? {} : { name: cleared(name) }),
          metadata: updatedMetadata(customer.metadata, metadata),
          ...(sentDefault === undefined
            ? {}
            : { defaultPaymentMethodId: await defaultPaymentMethod(customer.id, sentDefault) }),
        })
        .where(eq(paymentCustomers.id, customer.id))
        .returning();
      return customerObject(saved!);
    },
  );
}
