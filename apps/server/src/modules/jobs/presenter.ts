import type { TJob, TResponseFigures } from '@debut/contract/jobs';
import type { TJobCompany } from '@debut/contract/companies';
import type { TJobSummary } from '@debut/contract/applications';
import { getTableColumns } from 'drizzle-orm';
import { jobs, type JobRow } from '../../db/schema.ts';
import { isLiveJob } from '../../db/live-job.ts';

/** Columns only the database uses: no payload carries them (the search vector is ~300 bytes a row). */
type InternalColumn = 'search' | 'categoryTerms' | 'expiryRemindedAt';
const INTERNAL_COLUMNS: readonly InternalColumn[] = ['search', 'categoryTerms', 'expiryRemindedAt'];

/** What a job payload is made of; lists select only these (issue 21). */
export type PresentableJobRow = Omit<JobRow, InternalColumn>;
export const presentableJobColumns = Object.fromEntries(
  Object.entries(getTableColumns(jobs)).filter(
    ([name]) => !(INTERNAL_COLUMNS as readonly string[]).includes(name),
  ),
) as Omit<ReturnType<typeof getTableColumns<typeof jobs>>, InternalColumn>;

export interface JobViewerFlags {
  applied?: boolean;
  isOwner?: boolean;
  favorite?: boolean;
  /** The viewer opened it before (DESIGN.md §14.3). */
  seen?: boolean;
  distanceKm?: number;
  applicationsCount?: number;
  newApplicationsCount?: number;
  /** The caller may manage the job: its owner or a member of its company (`canManageJob`). */
  canManage?: boolean;
}

/** What a payload says beyond the row: the owner's confirmed e-mail always, the viewer's flags where known. */
export interface JobFlags extends JobViewerFlags {
  /** The owner confirmed their e-mail address (a trust signal on the card and in results). */
  ownerEmailVerified: boolean;
  /** PUBLIC_URL: the base of the job's public page address. */
  publicBase: string;
  /** The employer's answer figures (DESIGN.md §14.2); null until enough applications were due or unknown. */
  response?: TResponseFigures | null;
  /**
   * The job's company (`jobCompaniesByIds`, one query for a page of jobs); null only for a job without
   * one. Required, so no payload can leave it out by forgetting to look it up.
   */
  company: TJobCompany | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The one way a job row becomes a payload, for REST and real-time events alike. */
export function presentJob(row: PresentableJobRow, { publicBase, response, ...flags }: JobFlags): TJob {
  return {
    _id: row.id,
    id: row.id,
    number: row.number,
    ownerId: row.ownerId,
    title: row.title,
    description: row.description,
    salary: row.salary,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    paymentFrequency: row.paymentFrequency,
    salaryPeriod: row.salaryPeriod,
    monthlySalary: row.monthlySalary,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    companyName: row.companyName,
    companyType: row.companyType,
    industry: row.industry,
    category: row.category,
    categoryOther: row.categoryOther,
    schedule: row.schedule,
    employmentType: row.employmentType,
    daysPerWeek: row.daysPerWeek,
    hoursPerDay: row.hoursPerDay,
    benefits: row.benefits,
    requirements: row.requirements,
    noSpecialRequirements: row.noSpecialRequirements,
    experience: row.experience,
    internship: row.internship,
    views: row.views,
    status: row.status,
    closedReason: row.closedReason,
    blockedReason: row.blockedReason,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    expiresAt: iso(row.expiresAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Held jobs are live for their owner but hidden from the public until a moderator reviews them.
    publicUrl: isLiveJob(row) ? `${publicBase}/vacancies/${row.number}` : null,
    answerWithinDays: row.answerWithinDays,
    applyBy: iso(row.applyBy),
    questions: row.questions,
    response: response ?? null,
    ...flags,
  };
}

/** The short form of a job that lists of applications and favourites carry. */
export function presentJobSummary(row: PresentableJobRow): TJobSummary {
  return {
    _id: row.id,
    number: row.number,
    title: row.title,
    companyName: row.companyName,
    address: row.address,
    salary: row.salary,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
    status: row.status,
    closedReason: row.closedReason,
    published: row.published,
    ownerId: row.ownerId,
  };
}
