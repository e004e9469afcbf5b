import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ZApiError } from '@debut/contract/errors';

/** Declares the error statuses a route documents, each with the one error shape. */
export function errorResponses(...statuses: number[]): Record<number, typeof ZApiError> {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError]));
}

export const ZNoContent = z.null().describe('No content');

/** Answers an empty body with the given status (202, 204). */
export function sendEmpty(reply: FastifyReply, status: 202 | 204): FastifyReply {
  return reply.code(status).send();
}
