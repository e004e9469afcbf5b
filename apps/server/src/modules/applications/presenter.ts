import type { TApplication } from '@debut/contract/applications';
import type { ApplicationRow, JobRow, ResumeRow, UserRow } from '../../db/schema.ts';
import { presentJobSummary } from '../jobs/presenter.ts';
import { presentPublicUser } from '../users/presenter.ts';
import { presentResume } from '../resumes/presenter.ts';
import { isAwaitingAnswer } from './statuses.ts';

/** What the job's team sees beside an application. */
export interface TeamView {
  user: UserRow;
  resume: ResumeRow | null;
  notesCount?: number;
}

/**
 * An application with its job and history; the applicant, their shared profile and the team's notes
 * count only when the job's team is looking.
 */
export function presentApplication(row: ApplicationRow, job: JobRow, team?: TeamView): TApplication {
  return {
    _id: row.id,
    job: presentJobSummary(job),
    ...(team
      ? {
          user: presentPublicUser(team.user),
          resume: team.resume?.shareWithEmployers ? presentResume(team.resume) : null,
          ...(team.notesCount === undefined ? {} : { notesCount: team.notesCount }),
        }
      : {}),
    coverLetter: row.coverLetter,
    status: row.status,
    history: row.history,
    answers: row.answers,
    dueAt: isAwaitingAnswer(row.status) ? row.dueAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
