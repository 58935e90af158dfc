-- Search: pg_trgm for typos, suggestions and people; btree_gin so one GIN index holds
-- the campus and the words. Both are trusted extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"campus_id" text NOT NULL,
	"search_text" text NOT NULL,
	"search_qty" integer DEFAULT 1 NOT NULL,
	"date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_viewers" (
	"term_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "search_term_viewers_term_id_user_id_pk" PRIMARY KEY("term_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campus_id" text NOT NULL,
	"text" text NOT NULL,
	"unique_views" integer DEFAULT 0 NOT NULL,
	"ghost_views" integer DEFAULT 0 NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"date" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_id" text NOT NULL,
	"reported_user_id" text NOT NULL,
	"campus_id" text NOT NULL,
	"reason" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_viewers" ADD CONSTRAINT "search_term_viewers_term_id_search_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."search_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_term_viewers" ADD CONSTRAINT "search_term_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_user_text_key" ON "recent_searches" USING btree ("user_id","campus_id","search_text");--> statement-breakpoint
CREATE INDEX "recent_searches_user_idx" ON "recent_searches" USING btree ("user_id","campus_id","last_modified" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_campus_text_key" ON "search_terms" USING btree ("campus_id","text");--> statement-breakpoint
CREATE INDEX "search_terms_popular_idx" ON "search_terms" USING btree ("campus_id","total_views" DESC NULLS FIRST,"text");--> statement-breakpoint
CREATE INDEX "search_terms_text_trgm_idx" ON "search_terms" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "user_reports_pair_key" ON "user_reports" USING btree ("reporter_id","reported_user_id");--> statement-breakpoint
CREATE INDEX "user_reports_open_idx" ON "user_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "users_people_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "username")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("campus_id","search_vector") WHERE post_commented_on is null;--> statement-breakpoint
CREATE INDEX "posts_text_trgm_idx" ON "posts" USING gin ("plain_text" gin_trgm_ops) WHERE post_commented_on is null;--> statement-breakpoint
CREATE INDEX "posts_campus_date_idx" ON "posts" USING btree ("campus_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE post_commented_on is null;--> statement-breakpoint
-- The post's search document: text (A), category (B) and the author's name and username (C).
CREATE FUNCTION posts_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.plain_text, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.category, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT u.first_name || ' ' || u.last_name || ' ' || u.username FROM users u WHERE u.id = NEW.user_id),
      '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER posts_search_vector_trg BEFORE INSERT OR UPDATE OF plain_text, category, user_id ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_vector_refresh();--> statement-breakpoint
-- A renamed author: their posts are found under the new name.
CREATE FUNCTION users_search_names_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET plain_text = plain_text WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_search_names_trg AFTER UPDATE OF first_name, last_name, username ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION users_search_names_refresh();--> statement-breakpoint
UPDATE posts SET plain_text = plain_text;
