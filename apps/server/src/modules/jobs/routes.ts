import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOfJob } from '../companies/job-company.ts';
import { jobsApi } from '@debut/contract/jobs.endpoint-schemas';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentJob } from './presenter.ts';
import { callerLanguage, jobWarnings } from './warnings.ts';
import { publicationPrice } from '../payments/service.ts';
import type { AppContext } from '../../context.ts';
import type { JobsService } from './service.ts';
import type { ApplicationsService } from '../applications/service.ts';
import type { FavoritesService } from '../favorites/service.ts';
import type { SearchCache } from './search-cache.ts';
import type { MessagesService } from '../messages/service.ts';
import type { HiddenService } from '../hidden/service.ts';
import type { ListedJob } from './listed-job.ts';
import { presentJobCompanyFacts } from '../companies/presenter.ts';
import { shownFigures } from '../applications/response.ts';

/** DESIGN.md §4 has no figure for job creation; a busy employer posts a handful an hour. */
const JOB_CREATE_PER_HOUR = 30;

/** What this module's routes are built from: the context and the services they call. */
export interface JobsDeps {
  ctx: AppContext;
  services: {
    jobs: JobsService;
    applications: ApplicationsService;
    favorites: FavoritesService;
    messages: MessagesService;
    search: SearchCache;
    hidden: HiddenService;
  };
}

export const jobsRoutes: FastifyPluginAsyncZod<JobsDeps> = async (app, { ctx, services }) => {
  const { jobs: jobsService, applications, favorites, messages, search, hidden } = services;
  const publicBase = ctx.config.publicUrl;

  /**
   * A page of jobs as a seeker's list shows them: the list read their company and answer figures with
   * them, and whether this viewer opened each unless it was read for no one (a kept result); that is
   * then the one question left (one round trip).
   */
  async function presentForViewer(viewerId: string, hits: readonly ListedJob[]) {
    const seen = await jobsService.seenBy(
      viewerId,
      hits.filter((hit) => hit.seen === undefined).map((hit) => hit.row.id),
    );
    return hits.map((hit) => {
      const { row, distanceKm, ownerEmailVerified, company, response } = hit;
      return presentJob(row, {
        publicBase,
        ownerEmailVerified,
        response: shownFigures(response),
        isOwner: row.ownerId === viewerId,
        seen: hit.seen ?? seen.has(row.id),
        company: company ? presentJobCompanyFacts(company, publicBase) : null,
        ...(distanceKm === undefined ? {} : { distanceKm }),
      });
    });
  }

  route(app, jobsApi.search, async (request, _reply, user) => {
    const result = await search.search(request.query, { id: user.id, hidden: await hidden.idsOf(user.id) });
    return {
      items: await presentForViewer(user.id, result.hits),
      total: result.total,
      totalCapped: result.totalCapped,
      nextCursor: result.nextCursor,
    };
  });

  route(app, jobsApi.recommended, async (request, _reply, user) => {
    const found = await jobsService.recommended(user.id, request.query.limit);
    const items = await presentForViewer(user.id, found);
    return { items: items.map((job, i) => ({ ...job, reasons: found[i]?.reasons ?? [] })) };
  });

  route(app, jobsApi.mine, async (request, _reply, user) => {
    const [rows, counts] = await Promise.all([
      jobsService.listManaged(user.id),
      applications.countsForOwner(user.id),
    ]);
    const [companies, verifiedOwners, response] = await Promise.all([
      jobsService.companiesOf(rows, publicBase),
      jobsService.verifiedOwners(rows.map((row) => row.ownerId)),
      applications.responseFor(rows),
    ]);
    return {
      items: rows.map((row) => {
        const count = counts.get(row.id);
        return presentJob(row, {
          publicBase,
          response: response.get(row.id) ?? null,
          ownerEmailVerified: verifiedOwners.has(row.ownerId),
          isOwner: row.ownerId === user.id,
          canManage: true,
          company: companyOfJob(companies, row),
          applicationsCount: count?.total ?? 0,
          newApplicationsCount: count?.sent ?? 0,
        });
      }),
    };
  });

  route(app, jobsApi.get, async (request, _reply, user) => {
    // Asked before this view is kept, which would make every job "seen".
    const seenBefore = await jobsService.seenBy(user.id, [request.params.id]);
    const job = await jobsService.view(user.id, request.params.id, async ({ id }) => {
      const ties = await Promise.all([
        applications.hasApplied(user.id, id),
        favorites.isFavorite(user.id, id),
        messages.hasChatAbout(user.id, id),
      ]);
      return ties.includes(true);
    });
    const [applied, favorite, ownerEmailVerified, canManage, companies, response] = await Promise.all([
      applications.hasApplied(user.id, job.id),
      favorites.isFavorite(user.id, job.id),
      jobsService.isOwnerEmailVerified(job.ownerId),
      jobsService.canManage(user.id, job),
      jobsService.companiesOf([job], publicBase),
      applications.responseFor([job]),
    ]);
    return {
      job: presentJob(job, {
        publicBase,
        response: response.get(job.id) ?? null,
        ownerEmailVerified,
        isOwner: job.ownerId === user.id,
        canManage,
        company: companyOfJob(companies, job),
        applied,
        favorite,
        seen: seenBefore.has(job.id),
      }),
    };
  });

  route(
    app,
    jobsApi.create,
    async (request, reply, user) => {
      const job = await jobsService.create(user.id, request.body);
      const companies = await jobsService.companiesOf([job], publicBase);
      return reply.code(201).send({
        job: presentJob(job, {
          publicBase,
          ownerEmailVerified: user.emailVerifiedAt !== null,
          isOwner: true,
          canManage: true,
          company: companyOfJob(companies, job),
        }),
        warnings: jobWarnings(job, callerLanguage(request, user.language)),
      });
    },
    {
      // Drafts cost nothing, so without a limit a script could pile up rows without end.
      preValidation: ctx.rateLimits.hook([
        {
          name: 'job-create-user',
          points: JOB_CREATE_PER_HOUR,
          durationSeconds: 3600,
          key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
        },
        {
          name: 'job-create-client',
          // Many people share an address (a school, a café's Wi-Fi): the account's own limit does the work.
          points: 10 * JOB_CREATE_PER_HOUR,
          durationSeconds: 3600,
          key: (request) => ctx.rateLimits.clientKey(request),
        },
      ]),
    },
  );

  route(app, jobsApi.put, async (request, _reply, user) => {
    const body = request.body;
    const { id } = request.params;
    let job;
    if ('status' in body && body.status === 'active') {
      const result = await jobsService.publish(user.id, id, publicationPrice(ctx.config));
      job = result.job;
    } else if ('status' in body && body.status === 'closed') {
      job = (await jobsService.close(user.id, id, body.closedReason)).job;
    } else {
      job = await jobsService.update(user.id, id, body);
    }
    // Only those who may manage the job get this far: its owner or a member of its company.
    const [ownerEmailVerified, companies] = await Promise.all([
      jobsService.isOwnerEmailVerified(job.ownerId),
      jobsService.companiesOf([job], publicBase),
    ]);
    return {
      job: presentJob(job, {
        publicBase,
        ownerEmailVerified,
        isOwner: job.ownerId === user.id,
        canManage: true,
        company: companyOfJob(companies, job),
      }),
      warnings: jobWarnings(job, callerLanguage(request, user.language)),
    };
  });

  route(app, jobsApi.duplicate, async (request, reply, user) => {
    const copy = await jobsService.duplicate(user.id, request.params.id);
    const companies = await jobsService.companiesOf([copy], publicBase);
    return reply.code(201).send({
      job: presentJob(copy, {
        publicBase,
        ownerEmailVerified: user.emailVerifiedAt !== null,
        isOwner: true,
        canManage: true,
        company: companyOfJob(companies, copy),
      }),
    });
  });

  route(app, jobsApi.stats, async (request, _reply, user) => {
    return jobsService.stats(user.id, request.params.id, request.query.days);
  });

  route(app, jobsApi.remove, async (request, reply, user) => {
    await jobsService.remove(user.id, request.params.id);
    return sendEmpty(reply, 204);
  });
};
