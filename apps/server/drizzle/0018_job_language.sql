-- Issue 28: the language a job is written in, told from its words by the jobs module when they are
-- written, so its public page does not guess it again on every visit. Null for jobs written before
-- this column (their page still guesses) and for texts too short to tell.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "language" text;
