-- Issue 27, item 6: /api/ready proves the node can write. Each node upserts its own row here (the
-- system module owns the table), at most every few seconds, so readiness fails when writes fail.
CREATE TABLE IF NOT EXISTS "system_heartbeat" (
	"node" text PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
