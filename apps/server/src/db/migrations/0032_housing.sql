-- Housing details of a post in Housing & Apartments. The rent is price_cents (the one price input);
-- Looking for a roommate and a housing request have their budget in up_to_cents. Dates are SQL
-- dates, so they read the same in every time zone.
ALTER TABLE "posts" ADD COLUMN "housing_kind" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_housing_kind_check"
  CHECK ("housing_kind" IN ('sublet', 'room', 'whole_place', 'roommate'));--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "available_until" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "bedrooms" smallint;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "bathrooms" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "furnished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "utilities_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "housing_area" text;--> statement-breakpoint
-- A kind always has its first date, and the last is not before it.
ALTER TABLE "posts" ADD CONSTRAINT "posts_housing_dates_check" CHECK (
  ("housing_kind" IS NULL) = ("available_from" IS NULL)
  AND ("available_until" IS NULL OR "available_until" >= "available_from"));--> statement-breakpoint
-- The feed's and search's housing filters under Newest: a campus's housing posts in feed order
-- (the price orders keep posts_price_idx, whose range is the rent range).
CREATE INDEX "posts_housing_idx" ON "posts" USING btree ("campus_id","last_modified" DESC,"id" DESC)
  WHERE post_commented_on is null and housing_kind is not null and not author_away and expired_at is null;--> statement-breakpoint
-- A photo's perceptual hash (64 bits, sharp-phash), computed where the photo is prepared; reused
-- housing photos are found by a small Hamming distance between two hashes.
ALTER TABLE "uploads" ADD COLUMN "photo_hash" bit(64);--> statement-breakpoint
ALTER TABLE "post_media" ADD COLUMN "photo_hash" bit(64);--> statement-breakpoint
-- Saved searches keep the housing filters; their alerts honour them.
ALTER TABLE "saved_searches" ADD COLUMN "move_in_by" date;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "housing_kind" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_bedrooms" smallint;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "furnished" boolean DEFAULT false NOT NULL;
