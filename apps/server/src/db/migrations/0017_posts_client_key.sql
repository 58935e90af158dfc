-- A post's create is idempotent per author: a repeat with the same client key answers the first post.
ALTER TABLE "posts" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_user_client_key_idx" ON "posts" USING btree ("user_id","client_key") WHERE "posts"."client_key" IS NOT NULL;
