import { withSchemas } from './endpoint-schemas.ts';
import { resumesEndpoints } from './resumes.endpoints.ts';
import { ZPutResumeRequest, ZResumeResponse } from './resumes.ts';

const tags = ['resumes'];

export const resumesApi = withSchemas(resumesEndpoints, {
  mine: {
    tags,
    summary: "The signed-in seeker's profile (a first CV); 404 when none was written",
    status: 200,
    response: ZResumeResponse,
    errors: [401, 404],
  },
  put: {
    tags,
    summary: 'Write the whole profile: what is left out is empty; shared with employers unless switched off',
    body: ZPutResumeRequest,
    status: 200,
    response: ZResumeResponse,
    errors: [400, 401],
  },
  remove: {
    tags,
    summary: 'Delete the profile; employers no longer see it',
    status: 204,
    errors: [401],
  },
});
