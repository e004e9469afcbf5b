-- Issue 31 (DESIGN.md §14.1): companies, their teams, the links mailed for them, their logos.
CREATE TABLE IF NOT EXISTS "companies" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "about" text DEFAULT '' NOT NULL,
  "website" text,
  "industry" text,
  "size" text,
  "city" jsonb,
  "logo_hash" text,
  "domain_verified_at" timestamp with time zone,
  "domain_verified" text,
  "documents_verified_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_members" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "role" text NOT NULL,
  "joined_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_members_user_idx" ON "company_members" ("user_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "purpose" text NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "email" text NOT NULL,
  "role" text,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_tokens_company_idx" ON "company_tokens" ("company_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_logos" (
  "hash" text PRIMARY KEY NOT NULL,
  "data" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A deleted company leaves its jobs with the member who created each.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "company_id" uuid REFERENCES "companies"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_company_idx" ON "jobs" ("company_id") WHERE company_id IS NOT NULL;
