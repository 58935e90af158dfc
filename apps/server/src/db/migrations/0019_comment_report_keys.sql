-- A client key per intended write: a repeat of a comment or a report (double tap, retry, Back) finds
-- the first one. Comments are rows of "posts", so posts carry the key; IF NOT EXISTS because the
-- posts' own idempotent create adds the same column and index.
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "posts_client_key" ON "posts" USING btree ("user_id","client_key") WHERE client_key is not null;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN IF NOT EXISTS "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "reports_client_key" ON "reports" USING btree ("reporter_id","client_key") WHERE client_key is not null;
