import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The one body a failure on the server's side answers: no detail that could leak data. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * Data exceptions (SQLSTATE class 22) are the request's fault: text the database cannot hold, a
 * value too long or of the wrong form. Each answers 400 with what the client can change.
 */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  // Invalid byte sequence (a NUL byte; the parameter guard reports unpaired surrogates so too),
  // and a \u0000 escape in JSON.
  '22021':
    'Text in this request contains a character that is not allowed (a NUL byte or an unpaired surrogate).',
  '22P05':
    'Text in this request contains a character that is not allowed (a NUL byte or an unpaired surrogate).',
  '22001': 'A value in this request is too long.',
  '22003': 'A number in this request is out of range.',
};
const DATA_EXCEPTION_FALLBACK = 'A value in this request is not in a form the server accepts.';

export interface ErrorAnswer {
  status: number;
  message: string;
}

/** The SQLSTATE of a database error, wherever it sits in the chain of causes (Drizzle wraps). */
export function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

/**
 * What a failure answers: a 4xx keeps its own message (it tells the client what to change), a
 * data exception from the database becomes 400, anything else is the server's failure: 500
 * with a generic message.
 */
export function classifyError(error: unknown): ErrorAnswer {
  const { statusCode, message } = error as Partial<FastifyError>;
  if (statusCode && statusCode >= 400 && statusCode < 500 && message) {
    return { status: statusCode, message };
  }
  const state = sqlState(error);
  if (state?.startsWith('22')) {
    return { status: 400, message: DATA_EXCEPTION_MESSAGES[state] ?? DATA_EXCEPTION_FALLBACK };
  }
  return { status: 500, message: SERVER_ERROR_MESSAGE };
}

/**
 * Logs a failure as every error path logs it (the logger's err serialiser keeps SQL and its
 * parameters out): the server's failures as errors, the client's at info, as Fastify does.
 */
export function logFailure(request: FastifyRequest, error: unknown, answer: ErrorAnswer): void {
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: error }, `request refused: ${answer.message}`);
}

/** Classifies and logs a failure (every answer carries the request id: http/request-ids.ts). */
export function answerFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): ErrorAnswer {
  const answer = classifyError(error);
  logFailure(request, error, answer);
  reply.code(answer.status);
  return answer;
}

/** The JSON body of a failure: the message, and the request id when the server failed. */
export function failureBody(request: FastifyRequest, answer: ErrorAnswer) {
  return answer.status >= 500
    ? { message: answer.message, request_id: request.id }
    : { message: answer.message };
}

/** The root error handler: every scope without its own ends here. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFailure(request, reply, error);
    return reply.send(failureBody(request, answer));
  });
}
