-- A member's appeal against one moderation action (a warning, a removal, a suspension): one per
-- action, answered upheld or reversed by a moderator of the action's campus. The member's rows go
-- with their account; a double tap sends the same client key and finds the appeal it made.
CREATE TABLE IF NOT EXISTS "appeals" (
  "id" uuid PRIMARY KEY NOT NULL,
  "action_id" uuid NOT NULL REFERENCES "moderation_actions"("id") ON DELETE cascade,
  "campus_id" text NOT NULL REFERENCES "campuses"("id"),
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "text" text NOT NULL,
  "status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'upheld', 'reversed')),
  "client_key" uuid,
  "answered_by" text REFERENCES "users"("id") ON DELETE set null,
  "answered_at" timestamp(3) with time zone,
  "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "appeals_action_idx" ON "appeals" ("action_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appeals_open_idx" ON "appeals" ("campus_id", "created_at") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appeals_user_idx" ON "appeals" ("user_id");
