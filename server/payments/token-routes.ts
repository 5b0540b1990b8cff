import type { FastifyInstance } from 'fastify';
import { schemaTyped } from '../http/schema-typed-routes';
import type { Database } from '../db/database';
import { paymentCardTokens } from '../db/schema';
import { checkCard } from './card-checks';
import { newObjectId } from './object-ids';
import { text } from './param-schemas';
import { objectResponse, tokenObject } from './stripe-objects';

interface TokenRoutesOptions {
  db: Database;
  /** Keys the card fingerprints (the secret key: never seen outside the server). */
  fingerprintSecret: string;
}

/**
 * POST /v1/tokens: the one call the browser makes, with the publishable key, so raw card data
 * reaches the provider and never Charter's own API. The token then stands for the card.
 */
export async function tokenRoutes(app: FastifyInstance, options: TokenRoutesOptions) {
  const { db, fingerprintSecret } = options;

  schemaTyped(app).post(
    '/v1/tokens',
    {
      config: { publishableKeyAccepted: true, idempotent: true },
      schema: {
        summary: 'Turns card details into a token (the browser calls it with the publishable key)',
        response: objectResponse('token'),
        body: {
          type: 'object',
          properties: {
            card: {
              type: 'object',
              properties: {
                number: text(32),
                exp_month: text(4),
                exp_year: text(4),
                cvc: text(8),
                name: text(200),
              },
              required: ['number', 'exp_month', 'exp_year'],
            },
          },
          required: ['card'],
        },
      },
    },
    async (request) => {
      const card = checkCard(request.body.card, fingerprintSecret);
      const [token] = await db
        .insert(paymentCardTokens)
        .values({ id: newObjectId('tok'), cardId: newObjectId('card'), country: 'US', ...card })
        .returning();
      return tokenObject(token!);
    },
  );
}
