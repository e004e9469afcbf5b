import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { responseFiguresOf, type ResponseSubject } from '../applications/response.ts';
import {
  companySlugs,
  findPublicCompany,
  liveJobsOfCompany,
  findPublicJob,
  listLiveJobs,
  liveJobClusters,
  liveProfessions,
  similarLiveJobs,
  type ListingCursor,
  type PublicJob,
} from './queries.ts';
import { sitemapPartStream, sitemapParts, type SitemapPart } from './sitemap.ts';

/**
 * What the public pages read (DESIGN.md §13.2), bound to the database once by the composition root:
 * the routes call this and never the database themselves (issue 28).
 */
export function createVacancyPagesService(db: Db) {
  return {
    /** The vacancy of this number, live or not (a closed one answers 410), or none. */
    findJob: (number: number): Promise<PublicJob | undefined> => findPublicJob(db, number),
    listLiveJobs: (options: Parameters<typeof listLiveJobs>[1]) => listLiveJobs(db, options),
    similarLiveJobs: (job: PublicJob, limit: number) => similarLiveJobs(db, job, limit),
    liveProfessions: (limit: number) => liveProfessions(db, limit),
    liveJobClusters: (limit: number) => liveJobClusters(db, limit),
    sitemapParts: (): Promise<SitemapPart[]> => sitemapParts(db),
    sitemapPartStream: (part: number, publicUrl: string): Readable => sitemapPartStream(db, part, publicUrl),
    findCompany: (slug: string) => findPublicCompany(db, slug),
    liveJobsOfCompany: (companyId: string, limit: number, after?: ListingCursor) =>
      liveJobsOfCompany(db, companyId, limit, after),
    companySlugs: (limit: number) => companySlugs(db, limit),
    /** The answer figures a job or company shows (DESIGN.md §14.2), null until five fell due. */
    responseOf: async (subject: ResponseSubject) =>
      [...(await responseFiguresOf(db, [subject])).values()][0] ?? null,
  };
}

export type VacancyPagesService = ReturnType<typeof createVacancyPagesService>;
