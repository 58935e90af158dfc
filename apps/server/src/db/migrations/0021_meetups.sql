-- Meetups in a chat about a listing: a place and a time the two members agree, then the sale.
CREATE TABLE IF NOT EXISTS "meetups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campus_id" text NOT NULL,
	"chat_id" uuid NOT NULL REFERENCES "chats"("id") ON DELETE cascade,
	"post_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE cascade,
	"seller_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"buyer_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"proposed_by" text NOT NULL,
	"place" text NOT NULL,
	"spot" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"outcome" text,
	"reminded_at" timestamp (3) with time zone,
	"asked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "meetups_chat_idx" ON "meetups" USING btree ("chat_id","created_at");
