-- A listing's condition (New … For parts), searchable beside its category.
ALTER TABLE "posts" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_condition_check"
  CHECK ("condition" IN ('new', 'like_new', 'good', 'fair', 'for_parts'));--> statement-breakpoint
-- Price orders of the feed and of search: one index read forwards (low to high) or backwards (high
-- to low), ties by id; a price range is its index condition.
CREATE INDEX "posts_price_idx" ON "posts" USING btree ("campus_id","price_cents","id")
  WHERE post_commented_on is null and price_cents is not null;--> statement-breakpoint
-- A removed post still leaves search (its document emptied), as since 0011.
CREATE OR REPLACE FUNCTION posts_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.removed_at IS NOT NULL THEN
    NEW.search_vector := NULL;
    RETURN NEW;
  END IF;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.plain_text, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.category, '') || ' ' || replace(coalesce(NEW.condition, ''), '_', ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT u.first_name || ' ' || u.last_name || ' ' || u.username FROM users u WHERE u.id = NEW.user_id),
      '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "posts_search_vector_trg" ON "posts";--> statement-breakpoint
CREATE TRIGGER posts_search_vector_trg BEFORE INSERT OR UPDATE OF plain_text, category, user_id, removed_at, condition ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_vector_refresh();--> statement-breakpoint
-- Saved searches keep their filters; the same words with other filters are another saved search.
ALTER TABLE "saved_searches" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_price_cents" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_price_cents" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "conditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "show_sold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "filters_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX "saved_searches_user_text_key";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_text_key" ON "saved_searches" USING btree ("user_id","campus_id","text","filters_key");
