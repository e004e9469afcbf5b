import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hiddenApi } from '@debut/contract/hidden.endpoint-schemas';
import { route } from '../../platform/route.ts';
import type { AppContext } from '../../context.ts';
import type { HiddenService } from './service.ts';

/** What this module's routes are built from: the context and the services they call. */
export interface HiddenDeps {
  ctx: AppContext;
  services: { hidden: HiddenService };
}

export const hiddenRoutes: FastifyPluginAsyncZod<HiddenDeps> = async (app, { services }) => {
  const service = services.hidden;
  route(app, hiddenApi.list, async (_request, _reply, user) => service.list(user.id));
  route(app, hiddenApi.hideJob, async (request, _reply, user) => service.hideJob(user.id, request.params.id));
  route(app, hiddenApi.showJob, async (request, _reply, user) => service.showJob(user.id, request.params.id));
  route(app, hiddenApi.hideCompany, async (request, _reply, user) =>
    service.hideCompany(user.id, request.params.id),
  );
  route(app, hiddenApi.showCompany, async (request, _reply, user) =>
    service.showCompany(user.id, request.params.id),
  );
  route(app, hiddenApi.hideOwner, async (request, _reply, user) =>
    service.hideOwner(user.id, request.params.userId),
  );
  route(app, hiddenApi.showOwner, async (request, _reply, user) =>
    service.showOwner(user.id, request.params.userId),
  );
};
