CREATE TABLE "administrators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banned_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campus_moderators" (
	"campus_id" text NOT NULL,
	"user_id" text NOT NULL,
	"appointed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_moderators_campus_id_user_id_pk" PRIMARY KEY("campus_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" text,
	"campus_id" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"subject_user_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campus_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"subject_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "local_checkout_sessions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "refunded_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "removed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_moderators" ADD CONSTRAINT "campus_moderators_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_moderators" ADD CONSTRAINT "campus_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campus_moderators_user_idx" ON "campus_moderators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_actions_time_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_actions_subject_idx" ON "moderation_actions" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("campus_id","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("subject_user_id");--> statement-breakpoint
-- user_reports moves into reports (profiles): a free-text reason becomes 'Something else' with its text as the note.
INSERT INTO "reports" ("id", "campus_id", "reporter_id", "target_type", "target_id", "subject_user_id", "reason", "note", "status", "created_at", "resolved_at")
SELECT "id", "campus_id", "reporter_id", 'profile', "reported_user_id", "reported_user_id",
  CASE WHEN lower(trim(coalesce("reason", ''))) IN ('scam', 'prohibited', 'harassment', 'spam') THEN lower(trim("reason")) ELSE 'other' END,
  CASE WHEN lower(trim(coalesce("reason", ''))) IN ('scam', 'prohibited', 'harassment', 'spam') THEN NULL ELSE nullif(trim("reason"), '') END,
  CASE "status" WHEN 'reviewed' THEN 'actioned' ELSE "status" END,
  "created_at",
  CASE WHEN "status" = 'open' THEN NULL ELSE "created_at" END
FROM "user_reports";--> statement-breakpoint
DROP TABLE "user_reports" CASCADE;--> statement-breakpoint
-- A removed post leaves search: its document is emptied (the lexeme counts follow through their trigger).
CREATE OR REPLACE FUNCTION posts_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.removed_at IS NOT NULL THEN
    NEW.search_vector := NULL;
    RETURN NEW;
  END IF;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.plain_text, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.category, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(
      (SELECT u.first_name || ' ' || u.last_name || ' ' || u.username FROM users u WHERE u.id = NEW.user_id),
      '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER posts_search_vector_trg ON posts;--> statement-breakpoint
CREATE TRIGGER posts_search_vector_trg BEFORE INSERT OR UPDATE OF plain_text, category, user_id, removed_at ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_vector_refresh();
