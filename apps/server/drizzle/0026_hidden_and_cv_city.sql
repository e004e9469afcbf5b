-- Issue 33 item 5 (DESIGN.md §14.3, decision 056): what a seeker hid. The primary key serves both
-- reads: a person's list, and the search's three id lists of one person.
CREATE TABLE IF NOT EXISTS "hidden_items" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_items_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id"),
	CONSTRAINT "hidden_items_kind_check" CHECK ("kind" IN ('job', 'company', 'owner'))
);
--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;
--> statement-breakpoint
-- Issue 33 item 6: the CV's city ({name, lat, lng}) for recommendations near it, and a phone (E.164).
ALTER TABLE "resumes" ADD COLUMN IF NOT EXISTS "city" jsonb;
--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN IF NOT EXISTS "phone" text;
