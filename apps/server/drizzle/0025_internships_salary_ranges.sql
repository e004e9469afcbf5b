-- Issue 33 items 2 and 3 (DESIGN.md §14.3): the top of a salary range, in the same currency and period
-- as `salary`; null when the job names one figure.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "salary_max" integer;
--> statement-breakpoint
-- An internship's facts as one value (decision 057): they are read and written together, only ever by
-- the job, and only `paid` is searched; null for every other employment type.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "internship" jsonb;
--> statement-breakpoint
-- `GET /jobs?paid=true` by date: the paid internships are a small part of the live jobs, so a partial
-- index on exactly the search's condition hands them over newest first without reading the others.
CREATE INDEX IF NOT EXISTS "jobs_active_paid_internship_idx" ON "jobs" ("published_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE status = 'active' AND held_at IS NULL AND (internship ->> 'paid') = 'true';
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "paid" boolean;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "with_salary" boolean;
--> statement-breakpoint
-- The reverse search reads the alerts without a place from this index alone: it holds every column
-- the match compares, now with paid and with_salary.
DROP INDEX IF EXISTS "alerts_anywhere_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alerts_anywhere_idx" ON "alerts" USING btree ("id") INCLUDE ("user_id", "frequency", "paused", "category_key", "category_other", "schedule", "employment_type", "experience", "paid", "with_salary", "salary_min", "ts_query") WHERE area is null;
