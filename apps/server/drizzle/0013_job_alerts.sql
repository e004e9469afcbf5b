CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"ts_query" tsquery,
	"category_key" text,
	"category_other" text,
	"schedule" text,
	"employment_type" text,
	"salary_min" integer,
	"lat" double precision,
	"lng" double precision,
	"radius_km" double precision,
	"area" box,
	"time_zone" text NOT NULL,
	"last_mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_frequency_check" CHECK ("frequency" in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_user_id_idx" ON "alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_area_idx" ON "alerts" USING gist ("area") WHERE area is not null;--> statement-breakpoint
CREATE INDEX "alerts_anywhere_idx" ON "alerts" USING btree ("id") INCLUDE ("user_id", "frequency", "paused", "category_key", "category_other", "schedule", "employment_type", "salary_min", "ts_query") WHERE area is null;--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"alert_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alert_matches_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
-- No foreign keys on the matches (two checks per row tripled the cost of a publication's INSERT):
-- these triggers delete the matches of a deleted job or alert, as ON DELETE CASCADE would.
CREATE FUNCTION "alert_matches_forget_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "alert_matches" WHERE "job_id" = OLD."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_forget_alert_matches" AFTER DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "alert_matches_forget_job"();--> statement-breakpoint
CREATE FUNCTION "alert_matches_forget_alert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "alert_matches" WHERE "alert_id" = OLD."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "alerts_forget_matches" AFTER DELETE ON "alerts" FOR EACH ROW EXECUTE FUNCTION "alert_matches_forget_alert"();--> statement-breakpoint
CREATE INDEX "alert_matches_job_idx" ON "alert_matches" USING btree ("job_id");--> statement-breakpoint
CREATE TABLE "alert_mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
