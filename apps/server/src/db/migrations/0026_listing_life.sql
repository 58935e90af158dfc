-- Listings that stay current. Renew or expire: a priced listing is reminded after the campus's
-- reminder period and leaves the feed, search and alerts after its expiry period unless renewed;
-- the periods are the campus's (bounded). Away mode: a member away until a day (with an optional note); their posts carry author_away while
-- it lasts, so the feed's and search's indexes leave them out instead of filtering after the fact.
-- Reply time: shown to others unless the member turns it off.
ALTER TABLE "users" ADD COLUMN "away_until" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "away_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_reply_time" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The answer a chat gives at once for a member who is away: not a reply of theirs for the reply time.
ALTER TABLE "messages" ADD COLUMN "auto_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The away-end job reads the members whose day has come.
CREATE INDEX "users_away_until_idx" ON "users" USING btree ("away_until") WHERE away_until is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "renewed_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reminded_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "expired_at" timestamp(3) with time zone;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "listing_reminder_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "listing_expiry_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_listing_periods_check" CHECK (
  listing_reminder_days BETWEEN 3 AND 60 AND listing_expiry_days BETWEEN 7 AND 180
  AND listing_expiry_days > listing_reminder_days);--> statement-breakpoint
-- The listing-life job's scan: priced listings still listed, by when they were posted or renewed.
CREATE INDEX "posts_listing_life_idx" ON "posts" USING btree ((coalesce(renewed_at, created_at)))
  WHERE price_cents is not null and post_commented_on is null and expired_at is null
    and status <> 'sold' and removed_at is null;--> statement-breakpoint
DROP INDEX "posts_feed_idx";--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("campus_id","last_modified" DESC NULLS FIRST,"id" DESC NULLS FIRST)
  WHERE post_commented_on is null and not author_away and expired_at is null;--> statement-breakpoint
DROP INDEX "posts_price_idx";--> statement-breakpoint
CREATE INDEX "posts_price_idx" ON "posts" USING btree ("campus_id","price_cents","id")
  WHERE post_commented_on is null and price_cents is not null and not author_away and expired_at is null;
