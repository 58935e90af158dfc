-- Looking-for posts (requests) beside listings, with an optional Up to price.
ALTER TABLE "posts" ADD COLUMN "post_kind" text DEFAULT 'selling' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_post_kind_check" CHECK ("post_kind" IN ('selling', 'looking_for'));--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "up_to_cents" integer;--> statement-breakpoint
-- Textbooks: course codes as typed, their keys (upper case, no spaces or dashes) for matching, and
-- the ISBN as 13 digits (an ISBN-10 is converted), so both forms of a book are one value.
ALTER TABLE "posts" ADD COLUMN "courses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "course_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "isbn13" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_isbn13_check" CHECK ("isbn13" ~ '^[0-9]{13}$');--> statement-breakpoint
-- When the listing was marked Sold (price history: the last 12 months); cleared when it is not.
ALTER TABLE "posts" ADD COLUMN "sold_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "posts" SET "sold_at" = "last_modified" WHERE "status" = 'sold';--> statement-breakpoint
-- A course's page and its requests: the posts naming a course key.
CREATE INDEX "posts_course_keys_idx" ON "posts" USING gin ("course_keys")
  WHERE post_commented_on is null and course_keys <> '{}';--> statement-breakpoint
-- Price history by ISBN, and the same ISBN's earlier titles: one range of this index.
CREATE INDEX "posts_isbn_sold_idx" ON "posts" USING btree ("campus_id","isbn13","sold_at")
  WHERE post_commented_on is null and isbn13 is not null;--> statement-breakpoint
-- Price history without an ISBN: a campus's sales of the last 12 months, narrowed by course.
CREATE INDEX "posts_sold_idx" ON "posts" USING btree ("campus_id","sold_at")
  WHERE post_commented_on is null and status = 'sold' and post_kind = 'selling' and price_cents is not null;--> statement-breakpoint
-- Open requests of a campus, for matching new listings against them.
CREATE INDEX "posts_open_requests_idx" ON "posts" USING btree ("campus_id","created_at")
  WHERE post_commented_on is null and post_kind = 'looking_for' and status <> 'sold' and removed_at is null;--> statement-breakpoint
-- New listings wait for the matching job (it sets this); rows from before need no check.
ALTER TABLE "posts" ADD COLUMN "requests_checked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_requests_unchecked_idx" ON "posts" USING btree ("created_at") WHERE not requests_checked;--> statement-breakpoint
-- A request's author is told once per listing (the matching job may run twice or on two instances).
CREATE TABLE "request_matches" (
  "request_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
  "listing_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "request_matches_pk" PRIMARY KEY ("request_id", "listing_id")
);--> statement-breakpoint
CREATE INDEX "request_matches_listing_idx" ON "request_matches" USING btree ("listing_id");--> statement-breakpoint
-- Course codes (as keys, and their letters and number apart) and the ISBN-13 are searchable words,
-- beside the category: 'math2924', 'MATH 2924' and '9780134685991' find the book.
CREATE OR REPLACE FUNCTION posts_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.removed_at IS NOT NULL THEN
    NEW.search_vector := NULL;
    RETURN NEW;
  END IF;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.plain_text, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.category, '') || ' ' || replace(coalesce(NEW.condition, ''), '_', ' ')
      || ' ' || coalesce((SELECT string_agg(k || ' ' || regexp_replace(k, '^([A-Z]+)([0-9])', '\1 \2'), ' ')
        FROM unnest(NEW.course_keys) k), '')
      || ' ' || coalesce(NEW.isbn13, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT u.first_name || ' ' || u.last_name || ' ' || u.username FROM users u WHERE u.id = NEW.user_id),
      '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "posts_search_vector_trg" ON "posts";--> statement-breakpoint
CREATE TRIGGER posts_search_vector_trg BEFORE INSERT OR UPDATE OF plain_text, category, user_id, removed_at, condition, course_keys, isbn13 ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_vector_refresh();
