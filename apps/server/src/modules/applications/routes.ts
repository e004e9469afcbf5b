import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsApi } from '@debut/contract/applications.endpoint-schemas';
import type { TApplicationNote } from '@debut/contract/applications';
import { sendEmpty } from '../../platform/openapi-responses.ts';
import { route } from '../../platform/route.ts';
import { presentApplication } from './presenter.ts';
import type { AppContext } from '../../context.ts';
import type { ApplicationsService } from './service.ts';
import type { NoteEntry } from './pipeline.ts';

const HOUR = 3600;

/** What this module's routes are built from: the context and the services they call. */
export interface ApplicationsDeps {
  ctx: AppContext;
  services: { applications: ApplicationsService };
}

/** A note's author who deleted their account is shown without a name (decision 050). */
const presentNote = ({ note, author }: NoteEntry): TApplicationNote => ({
  _id: note.id,
  author: { _id: author?.id ?? '', displayName: author?.displayName ?? '' },
  text: note.text,
  createdAt: note.createdAt.toISOString(),
});

export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsDeps> = async (app, { ctx, services }) => {
  const service = services.applications;
  // A person applies by hand; hundreds an hour is a script sending the same letter everywhere.
  const applyLimit = ctx.rateLimits.hook([
    {
      name: 'apply-user',
      points: 60,
      durationSeconds: HOUR,
      key: (request) => (request.user ? ctx.rateLimits.hashKey(`user:${request.user.id}`) : undefined),
    },
  ]);

  route(app, applicationsApi.mine, async (request, _reply, user) => {
    const rows = await service.listMine(user.id);
    return { items: rows.map(({ application, job }) => presentApplication(application, job)) };
  });

  route(
    app,
    applicationsApi.apply,
    async (request, reply, user) => {
      const { application, job } = await service.apply(user, request.params.jobId, {
        coverLetter: request.body?.coverLetter ?? null,
        answers: request.body?.answers ?? [],
      });
      return reply.code(201).send({ application: presentApplication(application, job) });
    },
    { preValidation: applyLimit },
  );

  route(app, applicationsApi.cancel, async (request, reply, user) => {
    await service.cancel(user, request.params.jobId);
    return sendEmpty(reply, 204);
  });

  route(app, applicationsApi.forJob, async (request, _reply, user) => {
    const { entries, nextCursor } = await service.listForTeam(user.id, request.params.id, request.query);
    return {
      items: entries.map(({ application, job, applicant, resume, notesCount }) =>
        presentApplication(application, job, { user: applicant, resume, notesCount }),
      ),
      nextCursor,
    };
  });

  route(app, applicationsApi.decide, async (request, _reply, user) => {
    const { application, job, applicant, resume, notesCount } = await service.moveOne(
      user,
      request.params.id,
      request.params.applicationId,
      request.body.status,
      request.body.message,
    );
    return { application: presentApplication(application, job, { user: applicant, resume, notesCount }) };
  });

  route(app, applicationsApi.bulk, async (request, _reply, user) => {
    const { ids, status, message } = request.body;
    return { updated: await service.moveMany(user, request.params.id, ids, status, message) };
  });

  route(app, applicationsApi.notes, async (request, _reply, user) => {
    const notes = await service.notes(user.id, request.params.id, request.params.applicationId);
    return { items: notes.map(presentNote) };
  });

  route(app, applicationsApi.addNote, async (request, reply, user) => {
    const note = await service.addNote(
      user,
      request.params.id,
      request.params.applicationId,
      request.body.text,
    );
    return reply.code(201).send({ note: presentNote(note) });
  });

  // Never in a production bundle: build.mjs defines DEBUT_BUILD as "production", and this branch and
  // its import are dropped from it.
  if (process.env.DEBUT_BUILD !== 'production' && process.env.DEBUT_TEST_HOOKS === '1') {
    const { answerClockHook } = await import('./test-hooks.ts');
    await app.register(answerClockHook(ctx));
  }
};
