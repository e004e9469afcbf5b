import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGO_MAX_BYTES, LOGO_MEDIA_TYPES } from '@debut/contract/companies';
import { companiesApi } from '@debut/contract/companies.endpoint-schemas';
import type { AppContext } from '../../context.ts';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentCompany, presentMember, presentMyCompany } from './presenter.ts';
import type { CompaniesService } from './service.ts';

/** Companies a person creates in an hour; invitations and links a person has mailed in an hour. */
const CREATE_PER_HOUR = 20;
const MAILS_PER_HOUR = 30;
const LOGOS_PER_HOUR = 30;
const TOKEN_TRIES_PER_HOUR = 30;

export interface CompaniesDeps {
  ctx: AppContext;
  services: { companies: CompaniesService };
}

/** DESIGN.md §14.1 under `/api`: companies, logos, members, invitations, verification. */
export const companiesRoutes: FastifyPluginAsyncZod<CompaniesDeps> = async (app, { ctx, services }) => {
  const service = services.companies;
  const publicBase = ctx.config.publicUrl;
  const perUser = (name: string, points: number) =>
    ctx.rateLimits.hook([
      {
        name,
        points,
        durationSeconds: 3600,
        key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
      },
    ]);
  const perClient = (name: string, points: number) =>
    ctx.rateLimits.hook([
      { name, points, durationSeconds: 3600, key: (request) => ctx.rateLimits.clientKey(request) },
    ]);

  // The logo is the body itself; what it really is gets read from its bytes (logo-image.ts).
  app.addContentTypeParser(
    [...LOGO_MEDIA_TYPES],
    { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  route(
    app,
    companiesApi.create,
    async (request, reply, user) => {
      const view = await service.create(user.id, request.body);
      return reply.code(201).send({ company: presentCompany(view, publicBase) });
    },
    { preValidation: perUser('company-create-user', CREATE_PER_HOUR) },
  );

  route(app, companiesApi.mine, async (_request, _reply, user) => ({
    items: (await service.mine(user.id)).map((view) => presentMyCompany(view, publicBase)),
  }));

  route(app, companiesApi.get, async (request, _reply, user) => ({
    company: presentCompany(await service.view(request.params.id, user.id), publicBase),
  }));

  route(app, companiesApi.update, async (request, _reply, user) => ({
    company: presentCompany(await service.update(user.id, request.params.id, request.body), publicBase),
  }));

  route(
    app,
    companiesApi.putLogo,
    async (request, _reply, user) => ({
      company: presentCompany(await service.putLogo(user.id, request.params.id, request.body), publicBase),
    }),
    { bodyLimit: LOGO_MAX_BYTES, preHandler: perUser('company-logo-user', LOGOS_PER_HOUR) },
  );

  route(app, companiesApi.removeLogo, async (request, _reply, user) => ({
    company: presentCompany(await service.removeLogo(user.id, request.params.id), publicBase),
  }));

  route(app, companiesApi.members, async (request, _reply, user) => ({
    items: (await service.members(user.id, request.params.id)).map(presentMember),
  }));

  route(
    app,
    companiesApi.invite,
    async (request, reply, user) => {
      const invitation = await service.invite(user, request.params.id, request.body);
      return reply.code(201).send({
        invitation: {
          _id: invitation.tokenHash,
          id: invitation.tokenHash,
          email: invitation.email,
          role: invitation.role ?? 'recruiter',
          expiresAt: invitation.expiresAt.toISOString(),
        },
      });
    },
    { preValidation: perUser('company-mail-user', MAILS_PER_HOUR) },
  );

  route(
    app,
    companiesApi.acceptInvitation,
    async (request, _reply, user) => ({
      company: presentCompany(await service.accept(user, request.body.token), publicBase),
    }),
    { preValidation: perUser('company-token-user', TOKEN_TRIES_PER_HOUR) },
  );

  route(app, companiesApi.removeMember, async (request, reply, user) => {
    await service.removeMember(user.id, request.params.id, request.params.userId);
    return sendEmpty(reply, 204);
  });

  route(
    app,
    companiesApi.verifyDomain,
    async (request, reply, user) => {
      await service.requestDomainCheck(user, request.params.id, request.body.email);
      return sendEmpty(reply, 202);
    },
    { preValidation: perUser('company-mail-user', MAILS_PER_HOUR) },
  );

  route(
    app,
    companiesApi.confirmDomain,
    async (request) => ({
      company: presentCompany(await service.confirmDomain(request.body.token), publicBase),
    }),
    { preValidation: perClient('company-token-client', TOKEN_TRIES_PER_HOUR) },
  );

  route(app, companiesApi.setVerification, async (request, _reply, user) => ({
    company: presentCompany(
      await service.setDocuments(user.id, request.params.id, request.body.level, request.body.note ?? null),
      publicBase,
    ),
  }));
};
