import { endpoint } from './endpoint.ts';
import type { ZPutResumeRequest, ZResumeResponse } from './resumes.ts';

/** The seeker's profile (route half; the schemas are in `resumes.endpoint-schemas.ts`). */
export const resumesEndpoints = {
  mine: endpoint<{ response: typeof ZResumeResponse }>({
    method: 'GET',
    path: '/resumes/me',
    operationId: 'getResumesMe',
    access: 'user',
  }),
  put: endpoint<{ body: typeof ZPutResumeRequest; response: typeof ZResumeResponse }>({
    method: 'PUT',
    path: '/resumes/me',
    operationId: 'putResumesMe',
    access: 'user',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/resumes/me',
    operationId: 'deleteResumesMe',
    access: 'user',
  }),
};
