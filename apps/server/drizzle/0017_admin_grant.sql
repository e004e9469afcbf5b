-- Issue 27, item 3: where an account's admin role came from. 'config': ADMIN_EMAILS, given after the
-- address owner reset the password, and taken back at the first start without the address;
-- 'command_line': `npm run admin -- grant`, kept until `revoke`. Null for every other account, and for
-- admins made before this column, whose source the first start infers from ADMIN_EMAILS.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "admin_grant" text;
