-- Issue 30 (DESIGN.md §14.4): a word that names a profession in any of the 15 languages matches the
-- jobs of that profession by its key, and a job's search vector holds only what people wrote. Until
-- now every listed job carried its profession's names in all 15 languages (about half of a job's
-- lexemes), so each profession word matched a tenth of all jobs through the text index, which was
-- twice the size it needed to be. The names live once per profession in profession_vectors, which
-- the server fills from the contract after every migration (modules/jobs/profession-vectors.ts);
-- category_terms keeps the owner's own words of an "other" job, which are text people wrote.
CREATE TABLE IF NOT EXISTS "profession_vectors" (
  "category" text PRIMARY KEY,
  "vector" tsvector NOT NULL
);
--> statement-breakpoint
-- Every job is rewritten below: the triggers that note a change for the search and the alerts have
-- nothing to tell (no job appears, goes or changes what a search finds), and the profession words
-- stay in search_words for corrections. The vector's two indexes go with it and are built once.
ALTER TABLE "jobs" DISABLE TRIGGER "jobs_collect_search_words";
--> statement-breakpoint
ALTER TABLE "jobs" DISABLE TRIGGER "jobs_note_search_change";
--> statement-breakpoint
ALTER TABLE "jobs" DISABLE TRIGGER "jobs_owe_alert_matching";
--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";
--> statement-breakpoint
UPDATE "jobs" SET "category_terms" = '' WHERE "category" <> 'other' AND "category_terms" <> '';
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', company_name || ' ' || category_terms), 'B') || setweight(to_tsvector('simple', description), 'C')) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "jobs_geo_terms_idx" ON "jobs" USING gin (job_geo_terms(search, lat, lng))
  WHERE status = 'active' AND held_at IS NULL;
--> statement-breakpoint
-- A profession word's jobs newest first, beside the text index's (a bitmap OR of the two in SQL).
CREATE INDEX IF NOT EXISTS "jobs_active_category_idx" ON "jobs" ("category", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE status = 'active' AND held_at IS NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER "jobs_collect_search_words";
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER "jobs_note_search_change";
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER "jobs_owe_alert_matching";
--> statement-breakpoint
ANALYZE "jobs";
