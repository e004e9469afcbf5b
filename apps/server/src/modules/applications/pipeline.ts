import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { APPLICANTS_PAGE, type TJobApplicationsQuery, type TTeamStatus } from '@debut/contract/applications';
import { fillTemplate } from '@debut/contract/message-templates';
import { ZInstant } from '@debut/contract/primitives';
import type { Db, Tx } from '../../db/client.ts';
import {
  applicationNotes,
  applications,
  resumes,
  users,
  type ApplicationNoteRow,
  type ApplicationRow,
  type JobRow,
  type ResumeRow,
  type UserRow,
} from '../../db/schema.ts';
import { AppError, notFound, validationError } from '../../platform/errors.ts';
import type { DomainEvents, DomainEvent } from '../../domain-events.ts';
import { loadManagedJob } from '../jobs/queries.ts';
import { postInThread } from '../messages/commands.ts';
import { oweApplicationStatus } from '../notifications/owed.ts';
import { isFinal, moveColumns } from './statuses.ts';

// The job team's side of applications (DESIGN.md §14.2): the pipeline's list, moves one at a time or
// in bulk with a message to the chat and the status mail, and the team's private notes.

export interface ApplicantEntry {
  application: ApplicationRow;
  job: JobRow;
  applicant: UserRow;
  /** The applicant's profile as it is now (shared or not: the presenter decides what shows). */
  resume: ResumeRow | null;
  notesCount: number;
}

export interface NoteEntry {
  note: ApplicationNoteRow;
  author: Pick<UserRow, 'id' | 'displayName'> | null;
}

type Actor = Pick<UserRow, 'id' | 'displayName'>;

const ZPageCursor = z.strictObject({ v: ZInstant, id: z.uuid() });
const encodeCursor = (row: ApplicationRow) =>
  Buffer.from(JSON.stringify({ v: row.createdAt.toISOString(), id: row.id })).toString('base64url');
function decodeCursor(raw: string): z.infer<typeof ZPageCursor> {
  try {
    return ZPageCursor.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw validationError('cursor', 'invalid_cursor', 'The cursor is not valid: start again without it');
  }
}

const statusChangeRefused = (from: string) =>
  new AppError(409, 'STATUS_CHANGE', `An application that is ${from} cannot change any more`);

export function createPipeline(db: Db, events: DomainEvents) {
  /** Marks the team's first look at applications still "sent" (in the caller's transaction). */
  async function markViewed(tx: Db | Tx, jobId: string, ids: string[]): Promise<ApplicationRow[]> {
    if (ids.length === 0) return [];
    return tx
      .update(applications)
      .set(moveColumns('viewed', null))
      .where(
        and(eq(applications.jobId, jobId), inArray(applications.id, ids), eq(applications.status, 'sent')),
      )
      .returning();
  }

  function toldViewed(job: JobRow, viewed: ApplicationRow[]): DomainEvent[] {
    return viewed.map((row) => ({
      type: 'application.status' as const,
      job,
      applicantId: row.userId,
      status: 'viewed' as const,
    }));
  }

  async function findInJob(tx: Db | Tx, jobId: string, applicationId: string): Promise<ApplicationRow> {
    const [row] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.jobId, jobId)));
    if (!row) throw notFound('Application not found');
    return row;
  }

  async function entriesOf(job: JobRow, rows: ApplicationRow[]): Promise<ApplicantEntry[]> {
    if (rows.length === 0) return [];
    const people = await db
      .select({ applicant: users, resume: resumes })
      .from(users)
      .leftJoin(resumes, eq(resumes.userId, users.id))
      .where(
        inArray(
          users.id,
          rows.map((row) => row.userId),
        ),
      );
    const counts = await db
      .select({ id: applicationNotes.applicationId, n: sql<number>`count(*)::int` })
      .from(applicationNotes)
      .where(
        inArray(
          applicationNotes.applicationId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(applicationNotes.applicationId);
    const byUser = new Map(people.map((person) => [person.applicant.id, person]));
    const noteCounts = new Map(counts.map((row) => [row.id, row.n]));
    return rows.flatMap((application) => {
      const person = byUser.get(application.userId);
      return person ? [{ application, job, ...person, notesCount: noteCounts.get(application.id) ?? 0 }] : [];
    });
  }

  /**
   * Moves the applications of `job` named by `ids` (all checked to be of this job, locked) to `status`,
   * each with the message filled in for its applicant: into the chat and the status mail, in one
   * transaction. Gives the moved rows; `skip` decides which are left as they are.
   */
  async function move(
    actor: Actor,
    job: JobRow,
    ids: string[],
    status: TTeamStatus,
    message: string | null | undefined,
    onLocked: (rows: ApplicationRow[]) => ApplicationRow[],
  ): Promise<ApplicationRow[]> {
    const told: DomainEvent[] = [];
    const moved = await db.transaction(async (tx) => {
      const locked = await tx
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, job.id), inArray(applications.id, ids)))
        .for('update');
      const chosen = onLocked(locked);
      if (chosen.length === 0) return [];
      const names = new Map(
        (
          await tx
            .select({ id: users.id, displayName: users.displayName })
            .from(users)
            .where(
              inArray(
                users.id,
                chosen.map((row) => row.userId),
              ),
            )
        ).map((person) => [person.id, person.displayName]),
      );
      const rows: ApplicationRow[] = [];
      for (const row of chosen) {
        const text = message
          ? fillTemplate(message, { name: names.get(row.userId) ?? '', job: job.title })
          : null;
        const [after] = await tx
          .update(applications)
          .set(moveColumns(status, text))
          .where(eq(applications.id, row.id))
          .returning();
        if (!after) continue;
        rows.push(after);
        await oweApplicationStatus(tx, after, status, text);
        if (text) {
          const sent = await postInThread(
            tx,
            { jobId: job.id, seekerId: row.userId, ownerId: job.ownerId },
            actor.id,
            row.userId,
            text,
          );
          told.push({ type: 'message.sent', ...sent, job, sender: actor });
        }
        told.push({ type: 'application.status', job, applicantId: row.userId, status });
      }
      return rows;
    });
    events.publish(...told);
    return moved;
  }

  return {
    /**
     * A page of a job's applicants for its team, by status or all, newest or oldest first. Opening the
     * list is the team's first look: the page answers each status as it was (so the team sees which
     * are new) and the unopened ones become "viewed".
     */
    async listForTeam(
      userId: string,
      jobId: string,
      query: TJobApplicationsQuery,
    ): Promise<{ entries: ApplicantEntry[]; nextCursor: string | null }> {
      const job = await loadManagedJob(db, userId, jobId);
      const newest = query.sort === 'newest';
      const filters: SQL[] = [eq(applications.jobId, jobId)];
      if (query.status) filters.push(eq(applications.status, query.status));
      if (query.cursor) {
        const after = decodeCursor(query.cursor);
        filters.push(
          newest
            ? sql`(${applications.createdAt}, ${applications.id}) < (${after.v}::timestamptz, ${after.id}::uuid)`
            : sql`(${applications.createdAt}, ${applications.id}) > (${after.v}::timestamptz, ${after.id}::uuid)`,
        );
      }
      const order = newest
        ? [desc(applications.createdAt), desc(applications.id)]
        : [asc(applications.createdAt), asc(applications.id)];
      const page = await db
        .select()
        .from(applications)
        .where(and(...filters))
        .orderBy(...order)
        .limit(APPLICANTS_PAGE + 1);
      const rows = page.slice(0, APPLICANTS_PAGE);
      const last = rows.at(-1);
      const viewed = await markViewed(
        db,
        jobId,
        rows.filter((row) => row.status === 'sent').map((row) => row.id),
      );
      events.publish(...toldViewed(job, viewed));
      return {
        entries: await entriesOf(job, rows),
        nextCursor: page.length > APPLICANTS_PAGE && last ? encodeCursor(last) : null,
      };
    },

    /**
     * The team moves one application (DESIGN.md §14.2): 404 for an application of another job, 409
     * STATUS_CHANGE from "hired" or "expired". The same status again without a message changes nothing.
     */
    async moveOne(
      actor: Actor,
      jobId: string,
      applicationId: string,
      status: TTeamStatus,
      message: string | null | undefined,
    ): Promise<ApplicantEntry> {
      const job = await loadManagedJob(db, actor.id, jobId);
      await findInJob(db, jobId, applicationId);
      const [moved] = await move(actor, job, [applicationId], status, message, (locked) => {
        const [row] = locked;
        if (!row) throw notFound('Application not found');
        if (isFinal(row.status)) throw statusChangeRefused(row.status);
        return row.status === status && !message ? [] : [row];
      });
      const row = moved ?? (await findInJob(db, jobId, applicationId));
      const [entry] = await entriesOf(job, [row]);
      if (!entry) throw notFound('Application not found');
      return entry;
    },

    /**
     * One move for up to 200 applications of one job. Every id must be an application of this job
     * (else 400 naming `ids`, and nothing moves); hired and expired ones, and those already in the
     * status, are left as they are. Gives how many moved.
     */
    async moveMany(
      actor: Actor,
      jobId: string,
      ids: string[],
      status: TTeamStatus,
      message: string | null | undefined,
    ): Promise<number> {
      const job = await loadManagedJob(db, actor.id, jobId);
      const moved = await move(actor, job, ids, status, message, (locked) => {
        if (locked.length !== ids.length) {
          throw validationError('ids', 'not_of_this_job', 'Some ids are not applications to this job');
        }
        return locked.filter((row) => !isFinal(row.status) && row.status !== status);
      });
      return moved.length;
    },

    /** The team's notes on an application, oldest first; reading them is opening it ("viewed"). */
    async notes(userId: string, jobId: string, applicationId: string): Promise<NoteEntry[]> {
      const job = await loadManagedJob(db, userId, jobId);
      const application = await findInJob(db, jobId, applicationId);
      if (application.status === 'sent') {
        events.publish(...toldViewed(job, await markViewed(db, jobId, [application.id])));
      }
      const rows = await db
        .select({ note: applicationNotes, author: { id: users.id, displayName: users.displayName } })
        .from(applicationNotes)
        .leftJoin(users, eq(users.id, applicationNotes.authorId))
        .where(eq(applicationNotes.applicationId, applicationId))
        .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
      return rows.map((row) => ({ note: row.note, author: row.author }));
    },

    async addNote(author: Actor, jobId: string, applicationId: string, text: string): Promise<NoteEntry> {
      await loadManagedJob(db, author.id, jobId);
      await findInJob(db, jobId, applicationId);
      const [note] = await db
        .insert(applicationNotes)
        .values({ applicationId, authorId: author.id, text })
        .returning();
      if (!note) throw new Error('insert returned no note');
      return { note, author: { id: author.id, displayName: author.displayName } };
    },
  };
}
