import { simpleParser, type ParsedMail } from 'mailparser';
import type { TCreateJobRequest } from '@debut/contract/jobs';
import type { TestApp } from './test-app.ts';
import { createJob, publishJob, type TestUser } from './factories.ts';

// Helpers of the pipeline's tests (issue 32): a live job, applying, the team's calls, the mails.

export async function liveJob(t: TestApp, owner: TestUser, overrides: Partial<TCreateJobRequest> = {}) {
  return publishJob(t, (await createJob(t, owner.user.id, overrides)).id);
}

export const apply = (t: TestApp, seeker: TestUser, jobId: string, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/api/applications/${jobId}`,
    token: seeker.token,
    ...(payload ? { payload } : {}),
  });

export const move = (t: TestApp, who: TestUser, jobId: string, applicationId: string, payload: object) =>
  t.request({
    method: 'PATCH',
    url: `/api/jobs/${jobId}/applications/${applicationId}`,
    token: who.token,
    payload,
  });

export const bulk = (t: TestApp, who: TestUser, jobId: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/jobs/${jobId}/applications/bulk`, token: who.token, payload });

export const applicants = (t: TestApp, who: TestUser, jobId: string, query = '') =>
  t.request({ method: 'GET', url: `/api/jobs/${jobId}/applications${query}`, token: who.token });

/** The mails delivered so far to `person`, parsed. */
export async function mailsTo(t: TestApp, person: TestUser): Promise<ParsedMail[]> {
  const parsed = await Promise.all((await t.mails()).map((eml) => simpleParser(eml)));
  return parsed.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === person.email);
}
