import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resumesApi } from '@debut/contract/resumes.endpoint-schemas';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import type { ModuleOptions } from '../../services.ts';
import { requireUser } from '../auth/authenticate.ts';
import { presentResume } from './presenter.ts';

/** DESIGN.md §13.3: the signed-in seeker's own profile. */
export const resumesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services }) => {
  const service = services.resumes;

  route(app, resumesApi.mine, async (request) => ({
    resume: presentResume(await service.get(requireUser(request).id)),
  }));

  route(app, resumesApi.put, async (request) => ({
    resume: presentResume(await service.put(requireUser(request).id, request.body)),
  }));

  route(app, resumesApi.remove, async (request, reply) => {
    await service.remove(requireUser(request).id);
    return sendEmpty(reply, 204);
  });
};
