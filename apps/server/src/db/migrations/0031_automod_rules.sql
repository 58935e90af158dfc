-- Held for review: a post, comment or message a rule (or reports by several members) holds is shown
-- to its author and moderators only, until a moderator releases or removes it.
ALTER TABLE "posts" ADD COLUMN "held_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "held_kind" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "held_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "held_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "held_reason" text;--> statement-breakpoint
CREATE INDEX "posts_held_idx" ON "posts" USING btree ("campus_id","held_at") WHERE held_at is not null and removed_at is null;--> statement-breakpoint
CREATE INDEX "messages_held_idx" ON "messages" USING btree ("held_at") WHERE held_at is not null and removed_at is null;--> statement-breakpoint
-- The rules a campus's moderators keep; no row: the defaults (packages/domain DEFAULT_CAMPUS_RULES).
CREATE TABLE "campus_rules" (
	"campus_id" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "campus_rules" ADD CONSTRAINT "campus_rules_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_rules" ADD CONSTRAINT "campus_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
