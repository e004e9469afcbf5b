import { z } from 'zod';
import { ZText } from './primitives.ts';
import {
  JOB_LIMITS,
  RADIUS_KM_MAX,
  ZEmploymentType,
  ZExperience,
  ZJob,
  ZJobSearchQuery,
  ZSchedule,
} from './jobs.ts';

/** DESIGN.md §13.1: how often an alert tells about new matches. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export const ZAlertFrequency = z.enum(ALERT_FREQUENCIES);
export type TAlertFrequency = z.infer<typeof ZAlertFrequency>;

/** At most this many alerts a person (409 ALERT_LIMIT beyond). */
export const ALERTS_PER_USER = 20;
export const ALERT_NAME = { min: 1, max: 80 } as const;
/** An instant alert mails what matched at most this often (never one mail per job). */
export const INSTANT_MAIL_MINUTES = 15;
/** A digest lists at most this many jobs, then "and N more". */
export const DIGEST_JOBS = 10;
/** The local hour a daily or weekly digest goes out, in the person's country's main time zone. */
export const DIGEST_HOUR = 8;

const search = ZJobSearchQuery.shape;

/**
 * A saved search: the same names and ranges as `GET /jobs` (words, place, filters), numbers as JSON
 * numbers; lat, lng and radiusKm together or not at all, since an alert without a radius would match
 * the whole world.
 */
export const ZAlertQuery = z
  .object({
    q: search.q,
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    radiusKm: z.number().gt(0).max(RADIUS_KM_MAX).optional(),
    category: search.category,
    schedule: ZSchedule.optional(),
    employmentType: ZEmploymentType.optional(),
    experience: ZExperience.optional(),
    /** Paid internships only (as `GET /jobs?paid=true`). */
    paid: z.literal(true).optional(),
    /** Jobs with a salary only (as `GET /jobs?withSalary=true`). */
    withSalary: z.literal(true).optional(),
    salaryMin: z.number().int().min(0).max(JOB_LIMITS.salary.max).optional(),
  })
  .strict()
  .superRefine((query, context) => {
    const given = [query.lat, query.lng, query.radiusKm].filter((value) => value !== undefined).length;
    if (given !== 0 && given !== 3) {
      context.addIssue({
        code: 'custom',
        path: ['radiusKm'],
        message: 'Give lat, lng and radiusKm together, or none of them',
      });
    }
  });
export type TAlertQuery = z.infer<typeof ZAlertQuery>;

const alertName = ZText.trim().min(ALERT_NAME.min).max(ALERT_NAME.max);

export const ZCreateAlertRequest = z
  .object({ name: alertName, query: ZAlertQuery, frequency: ZAlertFrequency })
  .strict();
export type TCreateAlertRequest = z.infer<typeof ZCreateAlertRequest>;

export const ZUpdateAlertRequest = z
  .object({
    name: alertName.optional(),
    frequency: ZAlertFrequency.optional(),
    paused: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Change at least one of name, frequency, paused',
  });
export type TUpdateAlertRequest = z.infer<typeof ZUpdateAlertRequest>;

export const ZAlertIdParams = z.object({ id: z.uuid() });

export const ZAlert = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  query: ZAlertQuery,
  frequency: ZAlertFrequency,
  paused: z.boolean(),
  /** Matches not yet opened. */
  newCount: z.number().int(),
  lastMatchedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZAlertResponse = z.object({ alert: ZAlert });
export const ZAlertListResponse = z.object({ items: z.array(ZAlert) });

export const ALERT_JOBS_LIMIT = { default: 20, max: 50 } as const;
export const ZAlertJobsQuery = z
  .object({
    cursor: ZText.max(512).optional(),
    limit: z.coerce.number().int().min(1).max(ALERT_JOBS_LIMIT.max).default(ALERT_JOBS_LIMIT.default),
  })
  .strict();
export const ZAlertJobsResponse = z.object({ items: z.array(ZJob), nextCursor: z.string().nullable() });
export type TAlertJobsResponse = z.infer<typeof ZAlertJobsResponse>;

/** The one-click unsubscribe (RFC 8058): the signed token names one alert and nothing else. */
export const ZUnsubscribeRequest = z.object({ token: ZText.min(1).max(512) });
export const ZUnsubscribeResponse = z.object({ unsubscribed: z.literal(true) });

/** `POST /alerts/unsubscribe`: the signed token in the link's query … */
export const ZUnsubscribeQuery = z.object({ token: ZText.min(1).max(512).optional() }).strict();
/** … or in the body: a mail client's one-click POST carries `List-Unsubscribe=One-Click`. */
export const ZUnsubscribeBody = z
  .object({ token: ZText.min(1).max(512).optional(), 'List-Unsubscribe': ZText.max(40).optional() })
  .nullish();
