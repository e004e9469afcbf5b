-- The radius search reads only lat and lng (haversine) and id: with id in the index it is an
-- index-only scan, 0 heap fetches for tens of thousands of jobs around a city centre.
DROP INDEX IF EXISTS jobs_active_lat_lng_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_active_lat_lng_idx ON jobs (lat, lng) INCLUDE (id) WHERE status = 'active';
