-- Issue 31: a public company page lists its live jobs newest first. With only (company_id) the page
-- read every job of the company and sorted them; this index hands them over in order, live ones only
-- (the other searchable indexes' own predicate, so the planner can use it for liveJob's conditions).
CREATE INDEX IF NOT EXISTS "jobs_company_live_idx" ON "jobs" ("company_id", "published_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE status = 'active' AND held_at IS NULL AND company_id IS NOT NULL;
