CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_label" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "jobs_active_published_idx";--> statement-breakpoint
DROP INDEX "jobs_active_lat_lng_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("job_id","reporter_id") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("resolved_at","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "jobs_expiry_idx" ON "jobs" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' AND held_at IS NULL;--> statement-breakpoint
-- INCLUDE (id) as in 0005: the radius search stays an index-only scan.
CREATE INDEX "jobs_active_lat_lng_idx" ON "jobs" USING btree ("lat","lng") INCLUDE ("id") WHERE status = 'active' AND held_at IS NULL;