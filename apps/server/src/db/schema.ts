import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@debut/contract/moderation';
import { PROFESSION_KEYS } from '@debut/contract/professions';
import { LANGUAGES } from '@debut/contract/constants';
import { EXPERIENCE_LEVELS, type TInternship } from '@debut/contract/jobs';
import { ALERT_FREQUENCIES, type TAlertQuery } from '@debut/contract/alerts';
import type { TResumeFields } from '@debut/contract/resumes';
import { HIDDEN_KINDS } from '@debut/contract/hidden';
import type { TQuestion } from '@debut/contract/jobs';
import {
  APPLICATION_STATUSES,
  type TApplicationAnswer,
  type TApplicationStatus,
} from '@debut/contract/applications';
import type { TNotificationKind as NotificationKind } from '@debut/contract/notifications';
import { COMPANY_ROLES, COMPANY_SIZES, type TCompanyCity } from '@debut/contract/companies';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  uniqueIndex,
  pgTable,
  primaryKey,
  smallint,
  date,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Each table is followed by its row type (what a select of it gives), which any module may import.
// The jobs table itself is read and written only by modules/jobs (issue 17; eslint.config.js holds it).
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored lower-cased, so a plain unique index is a case-insensitive one.
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  country: text('country'),
  language: text('language'),
  /** The mails this account switched off (DESIGN.md §14.0): a kind missing here is on. */
  notificationSettings: jsonb('notification_settings')
    .$type<Partial<Record<NotificationKind, boolean>>>()
    .notNull()
    .default({}),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  blockedReason: text('blocked_reason'),
  /**
   * Where the admin role came from (decision 029): ADMIN_EMAILS ('config', taken back at a start
   * without the address) or `npm run admin -- grant` ('command_line'); null for everyone else.
   */
  adminGrant: text('admin_grant', { enum: ['config', 'command_line'] }),
  /** When the owner opened a confirmation link; null: unconfirmed, and no ADMIN_EMAILS privilege. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  ...timestamps,
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ...timestamps,
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);
export type SessionRow = typeof sessions.$inferSelect;

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** Confirmation links mailed to an address; single use, like password resets. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link went to: it confirms that address only, should the account's ever change. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('email_verifications_user_id_idx').on(t.userId)],
);
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

/** Server-made secrets shared by every node (rate-limit key hashing, sandbox signatures). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** One row per node, rewritten by /api/ready: a write that must succeed for the node to be ready. */
export const systemHeartbeat = pgTable('system_heartbeat', {
  node: text('node').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A tsquery kept parsed: the reverse search tests thousands a publication and must not parse each. */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
/** PostgreSQL's built-in box, as its text form "(x1,y1),(x2,y2)": no extension needed. */
const box = customType<{ data: string }>({ dataType: () => 'box' });

/** The live rule (db/live-job.ts) as the partial indexes of the searchable jobs write it. */
export const LIVE_JOB_PREDICATE = "status = 'active' AND held_at IS NULL";
/**
 * A paid internship, as `GET /jobs?paid=true` and its partial index (migration 0025) both write it:
 * the planner uses the index only for this very expression.
 */
export const PAID_INTERNSHIP_PREDICATE = "(internship ->> 'paid') = 'true'";
/**
 * The most a job pays, as salaryMin compares it (DESIGN.md §14.3: a range matches when it reaches the
 * floor): its monthly figure, else its salary, or the top of its range when that is more. greatest()
 * skips nulls, so a job without a range reads as before; null only for a job without a salary.
 */
export const JOB_PAY_SQL = 'greatest(coalesce(monthly_salary, salary), salary_max)';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The human job number people type into the helper. */
    number: bigint('number', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 1001 })
      .notNull()
      .unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company it is posted for (DESIGN.md §14.1); a deleted company leaves the job to its owner. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    salary: integer('salary'),
    /** The top of a salary range (migration 0025), in salary's currency and period; never below it. */
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('RUB'),
    paymentFrequency: text('payment_frequency', { enum: ['daily', 'weekly', 'monthly'] }),
    salaryPeriod: text('salary_period', { enum: ['hourly', 'daily', 'weekly', 'monthly'] }),
    monthlySalary: integer('monthly_salary'),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    companyName: text('company_name').notNull(),
    companyType: text('company_type'),
    industry: text('industry'),
    /** A profession key of the contract's list (professions.ts); 'other' with the owner's words. */
    category: text('category', { enum: PROFESSION_KEYS }).notNull(),
    /** The owner's words for the profession when category is 'other', else null. */
    categoryOther: text('category_other'),
    /**
     * The owner's words for an "other" profession, which the search vector indexes as text people
     * wrote; empty for a listed profession, whose names match by its key (profession_vectors,
     * migration 0028).
     */
    categoryTerms: text('category_terms').notNull().default(''),
    schedule: text('schedule', { enum: ['full_time', 'shift', 'flexible', 'remote'] }).notNull(),
    employmentType: text('employment_type', {
      enum: ['full', 'part_time', 'temporary', 'internship'],
    }).notNull(),
    daysPerWeek: smallint('days_per_week'),
    hoursPerDay: smallint('hours_per_day'),
    benefits: text('benefits'),
    requirements: text('requirements'),
    noSpecialRequirements: boolean('no_special_requirements').notNull().default(false),
    experience: text('experience', { enum: EXPERIENCE_LEVELS }).notNull().default('none'),
    /** An internship's facts (migration 0025, decision 057); null for every other employment type. */
    internship: jsonb('internship').$type<TInternship>(),
    /**
     * The interface language its title and text are written in (jobs/written-language.ts), set with
     * the words; null when too short to tell, or written before migration 0018.
     */
    language: text('language', { enum: LANGUAGES }),
    views: integer('views').notNull().default(0),
    status: text('status', { enum: ['draft', 'active', 'closed', 'blocked'] })
      .notNull()
      .default('draft'),
    closedReason: text('closed_reason', { enum: ['filled', 'owner', 'expired'] }),
    blockedReason: text('blocked_reason'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when open reports from enough people hide the job from search until an admin reviews it. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** The owner was reminded that the listing ends soon (once per publication). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** Days within which every application gets an answer (DESIGN.md §14.2; migration 0023). */
    answerWithinDays: smallint('answer_within_days').notNull().default(7),
    /** After it, applications are refused. */
    applyBy: timestamp('apply_by', { withTimezone: true }),
    /** Screening questions, at most 5, each with an id its answers keep. */
    questions: jsonb('questions').$type<TQuestion[]>().notNull().default([]),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // 'simple' so every language matches; title above company and profession above description.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', company_name || ' ' || category_terms), 'B') || setweight(to_tsvector('simple', description), 'C')`,
      ),
  },
  (t) => [
    index('jobs_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('jobs_company_idx')
      .on(t.companyId)
      .where(sql`company_id is not null`),
    // A company page's live jobs, newest first (migration 0024).
    index('jobs_company_live_idx')
      .on(t.companyId, t.publishedAt.desc(), t.id.desc())
      .where(sql.raw(`${LIVE_JOB_PREDICATE} AND company_id IS NOT NULL`)),
    index('jobs_search_idx').using('gin', t.search),
    // The searchable jobs: live and not held for review. Migration 0008 rebuilds the point index with
    // INCLUDE (id), which drizzle-kit cannot express, so the radius search runs as an index-only scan.
    index('jobs_active_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql.raw(LIVE_JOB_PREDICATE)),
    index('jobs_active_lat_lng_idx').on(t.lat, t.lng).where(sql.raw(LIVE_JOB_PREDICATE)),
    // GET /jobs?paid=true by date (migration 0025): the search's own condition on the facts.
    index('jobs_active_paid_internship_idx')
      .on(t.publishedAt.desc().nullsLast(), t.id.desc().nullsLast())
      .where(sql.raw(`${LIVE_JOB_PREDICATE} AND ${PAID_INTERNSHIP_PREDICATE}`)),
    // A profession word's jobs by date, OR-ed with the text index's (migration 0028).
    index('jobs_active_category_idx')
      .on(t.category, t.publishedAt.desc().nullsLast(), t.id.desc().nullsLast())
      .where(sql.raw(LIVE_JOB_PREDICATE)),
    // GET /jobs?experience= by date (migration 0022).
    index('jobs_active_experience_idx')
      .on(t.experience, t.publishedAt.desc().nullsLast(), t.id.desc().nullsLast())
      .where(sql.raw(LIVE_JOB_PREDICATE)),
    index('jobs_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'active'`),
    index('jobs_expiry_unreminded_idx')
      .on(t.expiresAt)
      .where(sql`status = 'active' AND expiry_reminded_at IS NULL`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/** One view per viewer per day (DESIGN.md §3). */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.viewerId, t.day] }),
    index('job_views_viewer_idx').on(t.viewerId),
  ],
);
export type JobViewRow = typeof jobViews.$inferSelect;

/**
 * Every distinct word of job titles, companies and categories (filled by a trigger): a typo in a query
 * is corrected against this small table with trigram similarity, so the search itself only needs the
 * full-text index (PostgreSQL's documented spelling-suggestion pattern).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * Each listed profession's names in the 15 languages as one vector (migration 0028): a query word that
 * matches it matches that profession's jobs by key. Filled from the contract after every migration.
 */
export const professionVectors = pgTable('profession_vectors', {
  category: text('category').primaryKey(),
  vector: tsvector('vector').notNull(),
});

/**
 * A verified payment, stored once per provider transaction. Kept 5 years even after the account or
 * the job is deleted (the links become null), then purged by the daily task.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'yoomoney'] }).notNull(),
    transactionId: text('transaction_id').notNull(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    payerEmail: text('payer_email'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    usedForPublicationAt: timestamp('used_for_publication_at', { withTimezone: true }),
    status: text('status', { enum: ['verified'] })
      .notNull()
      .default('verified'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_provider_transaction_idx').on(t.provider, t.transactionId),
    index('payments_job_idx').on(t.jobId),
    index('payments_user_idx').on(t.userId),
    index('payments_created_at_idx').on(t.createdAt),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** One application per job and person (DESIGN.md §3); goes with either. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('sent'),
    /** The answers to the job's questions, each with the question as it was asked. */
    answers: jsonb('answers').$type<TApplicationAnswer[]>().notNull().default([]),
    /** Every status with its date and the team's message, oldest first. */
    history: jsonb('history').$type<ApplicationHistoryRow[]>().notNull().default([]),
    /** When the promised answer falls due: arrival plus the job's answerWithinDays at that time. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The first move past "viewed": what the response figures measure. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The team's `answer.due` reminder covered it. */
    dueRemindedAt: timestamp('due_reminded_at', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_user_idx').on(t.jobId, t.userId),
    index('applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('applications_open_due_idx')
      .on(t.dueAt)
      .where(sql`status IN ('sent', 'viewed')`),
    index('applications_unreminded_due_idx')
      .on(t.dueAt)
      .where(sql`status IN ('sent', 'viewed') AND due_reminded_at IS NULL`),
    index('applications_due_job_idx').on(t.dueAt, t.jobId),
    index('applications_job_status_idx').on(t.jobId, t.status, t.createdAt, t.id),
  ],
);
/** One entry of an application's history as stored (`at` an ISO instant). */
export interface ApplicationHistoryRow {
  status: TApplicationStatus;
  at: string;
  message: string | null;
}
export type ApplicationRow = typeof applications.$inferSelect;

/** The job team's private notes on an application (DESIGN.md §14.2); never the applicant's to see. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // The team keeps its notes when their author's account goes (decision 050).
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    index('application_notes_author_idx').on(t.authorId),
  ],
);
export type ApplicationNoteRow = typeof applicationNotes.$inferSelect;

/** A person's own message templates (DESIGN.md §14.2): theirs, exported and deleted with them. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_templates_user_idx').on(t.userId, t.createdAt)],
);
export type MessageTemplateRow = typeof messageTemplates.$inferSelect;

/**
 * The employer's answer figures over the last 90 days, rewritten by the daily run (migration 0023):
 * `subject` 'owner' (a user id) or 'company'.
 */
export const responseFigures = pgTable(
  'response_figures',
  {
    subject: text('subject', { enum: ['owner', 'company'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    due: integer('due').notNull(),
    answered: integer('answered').notNull(),
    medianDays: doublePrecision('median_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'response_figures_pk', columns: [t.subject, t.subjectId] })],
);
export type ResponseFiguresRow = typeof responseFigures.$inferSelect;

/**
 * The server copy of the `favorites` local-storage list. No foreign key to jobs on purpose: a
 * favourite whose job was deleted stays, so the person sees it is no longer available.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * What a seeker hid from their searches, alerts and recommendations (DESIGN.md §14.3, decision 056): a
 * job, a company or an employer (an owner's user id), with what they saw it called. No foreign key on
 * the target, which may be any of three tables: a hidden job that is deleted stays listed, to be undone.
 */
export const hiddenItems = pgTable(
  'hidden_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HIDDEN_KINDS }).notNull(),
    targetId: uuid('target_id').notNull(),
    label: text('label').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);
export type HiddenItemRow = typeof hiddenItems.$inferSelect;

/** One chat per job and job seeker (DESIGN.md §3); it goes with the job and with either person. */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('threads_job_seeker_idx').on(t.jobId, t.seekerId),
    index('threads_seeker_idx').on(t.seekerId, t.lastMessageAt.desc()),
    index('threads_owner_idx').on(t.ownerId, t.lastMessageAt.desc()),
  ],
);
export type ThreadRow = typeof threads.$inferSelect;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    ...timestamps,
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.createdAt.desc(), t.id.desc()),
    // Deleting an account checks its messages through this foreign key.
    index('messages_sender_idx').on(t.senderId),
    // Unread counts read only the few unread rows of a thread.
    index('messages_unread_idx')
      .on(t.threadId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** A job seeker's report of a suspicious vacancy; one open report per person and job. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    // Kept when the reporter deletes their account: the moderation history stays, without them.
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', {
      enum: ['money', 'misleading', 'discriminatory', 'duplicate', 'other'],
    }).notNull(),
    text: text('text'),
    ...timestamps,
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_open_once_idx')
      .on(t.jobId, t.reporterId)
      .where(sql`resolved_at IS NULL`),
    index('reports_queue_idx').on(t.resolvedAt, t.createdAt.desc()),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/** Every admin action: who, what, on what, why and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    // No foreign key: the entry outlives what it is about (a deleted job or account).
    targetId: uuid('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc()), index('audit_log_actor_idx').on(t.actorId)],
);
export type AuditRow = typeof auditLog.$inferSelect;

/**
 * A message sent through the contact form (claims, data requests, questions), answered by an admin
 * by e-mail. Deleting the account deletes the requests it sent (and `users/service.ts` also those
 * sent with its e-mail while signed out): decision 015.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the answer goes, lower-cased. */
    email: text('email').notNull(),
    /** The interface language at sending, for the answer mail; null when unknown. */
    language: text('language'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ...timestamps,
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answer: text('answer'),
  },
  (t) => [
    index('support_requests_queue_idx').on(t.answeredAt, t.createdAt),
    index('support_requests_user_idx').on(t.userId),
    index('support_requests_email_idx').on(t.email),
  ],
);
export type SupportRow = typeof supportRequests.$inferSelect;

/**
 * Saved searches (DESIGN.md §13.1, decision 021). `query` is what the person saved; the columns after it
 * are the same search made ready for the reverse match: the words as the tsquery the search resolved
 * them to, the profession as a key or "other" words, the place as a point and radius.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<TAlertQuery>().notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull(),
    paused: boolean('paused').notNull().default(false),
    tsQuery: tsquery('ts_query'),
    categoryKey: text('category_key'),
    categoryOther: text('category_other'),
    schedule: text('schedule'),
    employmentType: text('employment_type'),
    experience: text('experience'),
    /** Paid internships only (migration 0025); null when the alert does not ask. */
    paid: boolean('paid'),
    /** Jobs with a salary only (migration 0025); null when the alert does not ask. */
    withSalary: boolean('with_salary'),
    salaryMin: integer('salary_min'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    radiusKm: doublePrecision('radius_km'),
    /**
     * The lng/lat box holding the alert's circle: the GiST index on it finds the alerts around a new
     * job's point without reading the others (the reverse of the search's box).
     */
    area: box('area'),
    /** The person's country's main time zone: digests go out at its morning. */
    timeZone: text('time_zone').notNull(),
    /** The last digest; set at creation, so the first one comes the next morning. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Matches after this are new (opening the alert's jobs moves it). */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('alerts_user_id_idx').on(t.userId, t.createdAt),
    index('alerts_area_idx')
      .using('gist', t.area)
      .where(sql`area is not null`),
    // alerts_anywhere_idx (migration 0013): the alerts without a place, with the columns the reverse
    // search reads, so they are scanned from the index alone (drizzle-kit cannot write INCLUDE).
  ],
);
export type AlertRow = typeof alerts.$inferSelect;

/** Which job reached which alert: the primary key is "each job reaches an alert at most once". */
export const alertMatches = pgTable(
  'alert_matches',
  {
    // No foreign keys: checking two per row tripled the cost of recording a publication's matches.
    // Triggers delete the matches of a deleted job or alert instead (migration 0013), and rows are only
    // ever inserted from existing alerts and jobs.
    alertId: uuid('alert_id').notNull(),
    jobId: uuid('job_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a digest took it (or left it out as no longer live). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    // The key serves every read by alert (its jobs, its newest match, its unmailed ones): a few
    // hundred rows each. A second index by alert would double the cost of recording a publication's
    // matches, which is the path with a budget (decision 021).
    primaryKey({ columns: [t.alertId, t.jobId] }),
    index('alert_matches_job_idx').on(t.jobId),
  ],
);

/**
 * What a change owes people (DESIGN.md §14.0), written in the change's own transaction and delivered
 * after its commit by platform/outbox.ts: a mail, an alert matching, a live notification. `key` makes
 * a second write of the same duty a no-op; delivered rows stay a week so a late repeat still finds
 * its key. An account's rows go with it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: now for most, later for a batch window or a retry's backoff. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the tries ran out; an admin's retry clears it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.availableAt)
      .where(sql`delivered_at is null and failed_at is null`),
    index('outbox_user_idx').on(t.userId),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * What changed in the live jobs, written by a trigger on `jobs` in the change's own transaction
 * (migration 0020): each node's search index reads it from where it stopped (decision 052).
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('search_changes_changed_at_idx').on(t.changedAt)],
);

/** The seeker's profile, a first CV (DESIGN.md §13.3): one per account, shown to employers they apply to. */
export const resumes = pgTable('resumes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull().default(''),
  about: text('about').notNull().default(''),
  education: jsonb('education').$type<TResumeFields['education']>().notNull().default([]),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  languages: jsonb('languages').$type<TResumeFields['languages']>().notNull().default([]),
  availability: jsonb('availability').$type<TResumeFields['availability']>().notNull().default({}),
  desiredCategories: jsonb('desired_categories').$type<string[]>().notNull().default([]),
  /** Where the seeker lives or looks for work (migration 0026): recommendations near it. */
  city: jsonb('city').$type<TResumeFields['city']>(),
  /** E.164, shared with employers on the same terms as the rest of the CV (DESIGN.md §14.3). */
  phone: text('phone'),
  shareWithEmployers: boolean('share_with_employers').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ResumeRow = typeof resumes.$inferSelect;

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** An employer's home (DESIGN.md §14.1): its profile; its team is `company_members`. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Unique, from the name; the public page's address. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  about: text('about').notNull().default(''),
  website: text('website'),
  industry: text('industry'),
  size: text('size', { enum: COMPANY_SIZES }),
  city: jsonb('city').$type<TCompanyCity>(),
  /** The content hash of the logo in `company_logos`, or null. */
  logoHash: text('logo_hash'),
  /** A member confirmed an address at the website's domain (the domain then confirmed). */
  domainVerifiedAt: timestamp('domain_verified_at', { withTimezone: true }),
  domainVerified: text('domain_verified'),
  /** An admin checked the company's papers (audited). */
  documentsVerifiedAt: timestamp('documents_verified_at', { withTimezone: true }),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CompanyRow = typeof companies.$inferSelect;

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('company_members_user_idx').on(t.userId)],
);
export type CompanyMemberRow = typeof companyMembers.$inferSelect;

/** Single-use links mailed to an address: to join a company, or to confirm its website's domain. */
export const companyTokens = pgTable(
  'company_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['invitation', 'domain'] }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who asked for it: the inviting owner, or the member confirming the domain. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The role an invitation gives; null for a domain confirmation. */
    role: text('role', { enum: COMPANY_ROLES }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('company_tokens_company_idx').on(t.companyId)],
);
export type CompanyTokenRow = typeof companyTokens.$inferSelect;

/** Re-encoded logos keyed by their content hash, so every node serves the same bytes. */
export const companyLogos = pgTable('company_logos', {
  hash: text('hash').primaryKey(),
  data: bytea('data').notNull(),
  ...timestamps,
});
