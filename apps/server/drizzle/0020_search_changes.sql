-- Issue 30 (decision 052): every node keeps an in-process index of the live jobs' words, and learns
-- what changed from this log, written by the database in the transaction of the change, whichever
-- module made it (a publication, an edit, a close, a hold, an expiry, a deletion, an account gone).
-- Nodes read it from where they stopped, so a node that missed the bus, or was down, catches up.
CREATE TABLE "search_changes" (
  "id" bigserial PRIMARY KEY,
  "job_id" uuid NOT NULL,
  "changed_at" timestamptz NOT NULL DEFAULT clock_timestamp()
);
--> statement-breakpoint
CREATE INDEX "search_changes_changed_at_idx" ON "search_changes" ("changed_at");
--> statement-breakpoint
-- Only what a search can see: a live job that appears, changes or goes. A view count (views) or a
-- reminder mark changes nothing a search reads, and drafts are not searched.
CREATE OR REPLACE FUNCTION "jobs_note_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := TG_OP <> 'INSERT' AND OLD.status = 'active' AND OLD.held_at IS NULL;
  is_live boolean := TG_OP <> 'DELETE' AND NEW.status = 'active' AND NEW.held_at IS NULL;
BEGIN
  IF NOT was_live AND NOT is_live THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND was_live AND is_live
     AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
     AND NEW.published_at IS NOT DISTINCT FROM OLD.published_at
     AND NEW.search = OLD.search THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_changes (job_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_note_search_change" ON "jobs";
--> statement-breakpoint
CREATE TRIGGER "jobs_note_search_change" AFTER INSERT OR UPDATE OR DELETE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_note_search_change"();
