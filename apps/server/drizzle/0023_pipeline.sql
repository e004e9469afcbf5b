-- Issue 32 (DESIGN.md §14.2): every application answered — the pipeline, screening questions, the
-- answer promise and the employer's response figures.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "answer_within_days" smallint DEFAULT 7 NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "apply_by" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "history" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "due_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "answered_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "due_reminded_at" timestamp with time zone;
--> statement-breakpoint
-- Applications sent before the promise existed: the promise runs from now (none falls due at once),
-- and what was already decided counts as answered when it was last changed.
UPDATE "applications" SET
  "due_at" = greatest("created_at", now()) + make_interval(days => 7),
  "answered_at" = CASE WHEN "status" IN ('sent', 'viewed') THEN NULL ELSE "updated_at" END,
  "history" = CASE WHEN "status" = 'sent'
    THEN jsonb_build_array(jsonb_build_object('status', 'sent', 'at', "created_at", 'message', NULL))
    ELSE jsonb_build_array(
      jsonb_build_object('status', 'sent', 'at', "created_at", 'message', NULL),
      jsonb_build_object('status', "status", 'at', "updated_at", 'message', NULL))
  END
WHERE "due_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "due_at" SET NOT NULL;
--> statement-breakpoint
-- The daily run's two reads: applications still waiting that fall due (expiry), and those within the
-- notice that the team was not yet told of (reminder). Both stay small: answered ones leave them.
CREATE INDEX IF NOT EXISTS "applications_open_due_idx" ON "applications" ("due_at")
  WHERE status IN ('sent', 'viewed');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_unreminded_due_idx" ON "applications" ("due_at")
  WHERE status IN ('sent', 'viewed') AND due_reminded_at IS NULL;
--> statement-breakpoint
-- The response figures read the last 90 days of due dates with the job each belongs to.
CREATE INDEX IF NOT EXISTS "applications_due_job_idx" ON "applications" ("due_at", "job_id");
--> statement-breakpoint
-- The pipeline lists a job's applicants by status, newest or oldest first.
CREATE INDEX IF NOT EXISTS "applications_job_status_idx" ON "applications" ("job_id", "status", "created_at", "id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "application_notes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "application_id" uuid NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  -- The team keeps its notes when their author's account goes (decision 050).
  "author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_notes_application_idx" ON "application_notes" ("application_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_notes_author_idx" ON "application_notes" ("author_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "message_templates" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "message_templates_user_idx" ON "message_templates" ("user_id", "created_at");
--> statement-breakpoint
-- The employer's answer figures (DESIGN.md §14.2), rewritten by the daily run: job payloads read one
-- row by key instead of aggregating 90 days of applications per card. `subject` is 'owner' (a user)
-- or 'company'; no foreign key, since it names either (the run drops rows of who is gone).
CREATE TABLE IF NOT EXISTS "response_figures" (
  "subject" text NOT NULL,
  "subject_id" uuid NOT NULL,
  "due" integer NOT NULL,
  "answered" integer NOT NULL,
  "median_days" double precision NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "response_figures_pk" PRIMARY KEY ("subject", "subject_id")
);
