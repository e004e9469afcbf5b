import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resumesApi } from '@debut/contract/resumes.endpoint-schemas';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentResume } from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { ResumesService } from './service.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface ResumesDeps {
  ctx: AppContext;
  services: { resumes: ResumesService };
}

/** DESIGN.md §13.3: the signed-in seeker's own profile. */
export const resumesRoutes: FastifyPluginAsyncZod<ResumesDeps> = async (app, { services }) => {
  const service = services.resumes;

  route(app, resumesApi.mine, async (request, _reply, user) => ({
    resume: presentResume(await service.get(user.id)),
  }));

  route(app, resumesApi.put, async (request, _reply, user) => ({
    resume: presentResume(await service.put(user.id, request.body)),
  }));

  route(app, resumesApi.remove, async (request, reply, user) => {
    await service.remove(user.id);
    return sendEmpty(reply, 204);
  });
};
