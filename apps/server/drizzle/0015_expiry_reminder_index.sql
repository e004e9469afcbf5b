-- Issue 21: the reminder run finds the live jobs not yet reminded through their own index, so it
-- never walks the reminded ones again (about 62,000 at a million jobs in a three-day window).
CREATE INDEX IF NOT EXISTS "jobs_expiry_unreminded_idx" ON "jobs" USING btree ("expires_at") WHERE status = 'active' AND expiry_reminded_at IS NULL;
