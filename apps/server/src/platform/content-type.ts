import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const JSON_ONLY = ['application/json'];

/**
 * A JSON route takes only `application/json` bodies (415 otherwise): a form on another website can
 * send a "simple" request (form-encoded, multipart or text/plain) without any preflight, and must not
 * reach the API that way. A route that documents other types in its schema's `consumes` (the payment
 * providers' form-encoded notification) takes those instead.
 */
export function registerJsonOnly(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const contentType = request.headers['content-type'];
    // A GET or HEAD carries no body to parse, and one without a type is refused by Fastify itself.
    if (contentType === undefined || request.method === 'GET' || request.method === 'HEAD') return payload;
    const accepted = request.routeOptions.schema?.consumes ?? JSON_ONLY;
    const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!accepted.includes(mediaType)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the body as ${accepted.join(' or ')}`);
    }
    return payload;
  });
}
