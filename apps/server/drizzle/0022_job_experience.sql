-- Issue 33 (DESIGN.md §14.3): how much earlier work a job asks for. The constant default fills the
-- existing rows without rewriting the table: every job so far said nothing, which is "none".
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "experience" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
-- `GET /jobs?experience=` ordered by date, as most first-job seekers browse: the live predicate is the
-- other searchable indexes' own, so the planner can use it for every search built from liveJob.
CREATE INDEX IF NOT EXISTS "jobs_active_experience_idx" ON "jobs" ("experience", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE status = 'active' AND held_at IS NULL;
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN IF NOT EXISTS "experience" text;
--> statement-breakpoint
-- The alerts without a place are read from this index alone by the reverse search: it holds every
-- column the match compares, now with the experience.
DROP INDEX IF EXISTS "alerts_anywhere_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alerts_anywhere_idx" ON "alerts" USING btree ("id") INCLUDE ("user_id", "frequency", "paused", "category_key", "category_other", "schedule", "employment_type", "experience", "salary_min", "ts_query") WHERE area is null;
