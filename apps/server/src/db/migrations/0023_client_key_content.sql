-- What a client key was first used for: a hash of the content sent with it, so a repeat with the same
-- key and different content (a draft restored in another tab) is refused instead of answered with the
-- first row. Null on rows written before: those keys answer as they did.
ALTER TABLE "posts" ADD COLUMN IF NOT EXISTS "client_hash" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN IF NOT EXISTS "client_hash" text;
