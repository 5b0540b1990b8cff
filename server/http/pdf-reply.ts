import type { FastifyReply } from 'fastify';
import { preparedBody } from './response-schemas';

/** A route's 200 that is a PDF the route sends itself. */
export const pdfResponse = (description: string) =>
  preparedBody(description, 'application/pdf', { type: 'string', format: 'binary' });

/**
 * Sends a PDF to read in the page (inline) under its file name, never cached: it is the
 * owner's (or a signer's) alone.
 */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}
