-- Away mode: a member away until a day (with an optional note); their posts carry author_away while
-- it lasts, so the feed's and search's indexes leave them out instead of filtering after the fact.
-- Reply time: shown to others unless the member turns it off.
ALTER TABLE "users" ADD COLUMN "away_until" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "away_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_reply_time" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The away-end job reads the members whose day has come.
CREATE INDEX "users_away_until_idx" ON "users" USING btree ("away_until") WHERE away_until is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "posts_feed_idx";--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("campus_id","last_modified" DESC NULLS FIRST,"id" DESC NULLS FIRST)
  WHERE post_commented_on is null and not author_away;--> statement-breakpoint
DROP INDEX "posts_price_idx";--> statement-breakpoint
CREATE INDEX "posts_price_idx" ON "posts" USING btree ("campus_id","price_cents","id")
  WHERE post_commented_on is null and price_cents is not null and not author_away;
