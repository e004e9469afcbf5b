import type { FastifyReply } from 'fastify';
import { ZApiError } from '@debut/contract/errors';

// The contract's, so that a route declared there (decision 023) and one declared here agree.
export { ZNoContent } from '@debut/contract/endpoint-schemas';

/** Declares the error statuses a route documents, each with the one error shape. */
export function errorResponses(...statuses: number[]): Record<number, typeof ZApiError> {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError]));
}

/** Answers an empty body with the given status (202, 204). */
export function sendEmpty(reply: FastifyReply, status: 202 | 204): FastifyReply {
  return reply.code(status).send();
}
