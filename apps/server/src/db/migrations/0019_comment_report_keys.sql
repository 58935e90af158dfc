-- A client key per intended report: a repeat (double tap, retry, Back) finds the first one. Comments
-- are rows of "posts", whose key came with the posts' own idempotent create (0017).
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reports_client_key" ON "reports" USING btree ("reporter_id","client_key") WHERE client_key is not null;
