DROP INDEX "post_likes_user_idx";--> statement-breakpoint
DROP INDEX "posts_feed_idx";--> statement-breakpoint
DROP INDEX "posts_user_idx";--> statement-breakpoint
CREATE INDEX "posts_media_idx" ON "posts" USING btree ("campus_id","img_count" DESC NULLS FIRST,"last_modified" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE post_commented_on is null and img_count >= 1;--> statement-breakpoint
CREATE INDEX "post_likes_user_idx" ON "post_likes" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("campus_id","last_modified" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE post_commented_on is null;--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id","last_modified" DESC NULLS FIRST);