import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerFailure } from '../http/error-handler';
import type { IdempotencyRefusal } from '../http/idempotency';
import { KEY_IN_USE_CODE } from '../../src/domain/idempotency';

/** The provider's error types (the `type` of its error body). */
export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

/** The provider's error body: `{ error: { type, code?, decline_code?, message, param?, … } }`. */
export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  [detail: string]: unknown;
}

/** A refusal in the provider's shape; the payments error handler answers it as is. */
export class StripeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(
  message: string,
  details: { code?: string; param?: string; statusCode?: number } = {},
): StripeError {
  const { statusCode = 400, ...rest } = details;
  return new StripeError(statusCode, { type: 'invalid_request_error', message, ...rest });
}

export function parameterMissing(param: string): StripeError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

/**
 * An id that does not exist: 404 when it is the URL's object, 400 when a parameter names it
 * (e.g. `customer` of a payment intent), as the provider answers.
 */
export function resourceMissing(
  objectName: string,
  id: string,
  param: string | null = null,
): StripeError {
  return invalidRequest(`No such ${objectName}: '${id}'`, {
    code: 'resource_missing',
    ...(param ? { param, statusCode: 400 } : { param: 'id', statusCode: 404 }),
  });
}

/** A schema validation error's place in the provider's bracket notation, e.g. card[number]. */
function bracketPath(instancePath: string, property?: unknown): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (typeof property === 'string') segments.push(property);
  const [head = '', ...rest] = segments;
  return head + rest.map((segment) => `[${segment}]`).join('');
}

/** Fastify's schema validation failures, told as the provider tells a bad parameter. */
function validationError(error: FastifyError): StripeError {
  const [first] = error.validation ?? [];
  if (!first) return invalidRequest(error.message);
  if (first.keyword === 'required') {
    return parameterMissing(bracketPath(first.instancePath, first.params.missingProperty));
  }
  const param = bracketPath(first.instancePath);
  if (first.keyword === 'type' && first.params.type === 'integer') {
    return invalidRequest(`Invalid integer: ${param}`, {
      code: 'parameter_invalid_integer',
      param,
    });
  }
  const message = first.message ?? 'invalid value';
  return param
    ? invalidRequest(`Invalid ${param}: ${message}`, { param })
    : invalidRequest(`Invalid request: ${message}`);
}

/**
 * The payments scope's error handler: every failure answers in the provider's error shape, so
 * a client written for the real provider reads the sandbox's errors unchanged. Failures other
 * than its own refusals are classified and logged by the server's one error path.
 */
export function sendStripeError(
  error: FastifyError | StripeError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof StripeError) return reply.code(error.statusCode).send({ error: error.body });
  if (error.validation) {
    const refused = validationError(error);
    return reply.code(refused.statusCode).send({ error: refused.body });
  }
  const { status, message } = answerFailure(request, reply, error);
  return reply.send({
    error:
      status < 500
        ? invalidRequest(message, { statusCode: status }).body
        : { type: 'api_error', message: 'An unknown error occurred' },
  });
}

/** The shared idempotency check's refusals, as the provider words them. */
const IDEMPOTENCY_REFUSALS: Record<IdempotencyRefusal, StripeError> = {
  'key-invalid': invalidRequest(
    "An Idempotency-Key must be 8 to 128 letters, digits, '.', '_', ':' or '-'.",
  ),
  unauthenticated: invalidRequest('You did not provide a valid API key.', { statusCode: 401 }),
  // The provider answers a reused key with 400 and the idempotency_error type.
  'key-reused': new StripeError(400, {
    type: 'idempotency_error',
    message:
      'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using another key if you meant to execute a different request.',
  }),
  'in-progress': invalidRequest(
    'There is currently another in-progress request using this Idempotency-Key. Try again later.',
    { statusCode: 409, code: KEY_IN_USE_CODE },
  ),
  retry: invalidRequest('Please retry the request.', {
    statusCode: 409,
    code: KEY_IN_USE_CODE,
  }),
};

export function refuseIdempotentRequest(reply: FastifyReply, refusal: IdempotencyRefusal) {
  const { statusCode, body } = IDEMPOTENCY_REFUSALS[refusal];
  return reply.code(statusCode).send({ error: body });
}

/** The provider's error body as a response schema, for every route of the sandbox. */
const stripeErrorSchema = {
  type: 'object',
  description: "Refused, in the provider's shape",
  properties: {
    error: {
      type: 'object',
      properties: {
        type: { enum: ['api_error', 'card_error', 'idempotency_error', 'invalid_request_error'] },
        message: { type: 'string' },
        code: { type: 'string' },
        decline_code: { type: 'string' },
        param: { type: 'string' },
      },
      additionalProperties: true,
    },
  },
  additionalProperties: true,
} as const;

export const stripeErrorResponses = { '4xx': stripeErrorSchema, '5xx': stripeErrorSchema };
