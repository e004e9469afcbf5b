-- Issue 29 (DESIGN.md §14.0): one durable outbox for everything a change owes people.
CREATE TABLE IF NOT EXISTS "outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "topic" text NOT NULL,
  "key" text NOT NULL,
  "payload" jsonb NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "attempts" integer DEFAULT 0 NOT NULL,
  "available_at" timestamp with time zone DEFAULT now() NOT NULL,
  "delivered_at" timestamp with time zone,
  "failed_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "outbox_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_due_idx" ON "outbox" ("available_at") WHERE delivered_at is null and failed_at is null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_user_idx" ON "outbox" ("user_id");
--> statement-breakpoint
-- Digests still waiting in the old alert outbox move over as mails; the table goes.
INSERT INTO "outbox" ("topic", "key", "payload", "created_at")
  SELECT 'mail', 'alert-digest-legacy:' || "id", jsonb_build_object('message', "message"), "created_at"
  FROM "alert_mail_outbox"
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DROP TABLE IF EXISTS "alert_mail_outbox";
--> statement-breakpoint
-- An account's own choice of the mails it gets (GET/PATCH /users/me/notifications): a kind missing
-- from the object is on.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "notification_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- A job that enters the public list, or changes in it, owes the saved searches a matching: written by
-- the database in the very transaction of the change, whichever module made it, so no crash after
-- the commit can lose it. One entry per job and transaction (txid).
CREATE OR REPLACE FUNCTION "jobs_owe_alert_matching"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'active' AND NEW.held_at IS NULL
     AND (NOT (OLD.status = 'active' AND OLD.held_at IS NULL) OR NEW.updated_at IS DISTINCT FROM OLD.updated_at) THEN
    INSERT INTO outbox (topic, key, payload)
    VALUES ('alert.match', 'alert-match:' || NEW.id || ':' || txid_current(), jsonb_build_object('jobId', NEW.id))
    ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_owe_alert_matching" ON "jobs";
--> statement-breakpoint
CREATE TRIGGER "jobs_owe_alert_matching" AFTER UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_owe_alert_matching"();
--> statement-breakpoint
-- The latest entry of a group of duties (the application mails of one job): keys are read by prefix.
CREATE INDEX IF NOT EXISTS "outbox_key_prefix_idx" ON "outbox" ("key" text_pattern_ops);
