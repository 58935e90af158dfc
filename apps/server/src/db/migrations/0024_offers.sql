-- Offers on a listing: a buyer's amount, countered back and forth in the chat about it, until one
-- side accepts (the listing turns Pending for the buyer), declines, withdraws, or 24 hours pass.
-- An accepted offer carries the buyer's 4-digit handoff code; the seller confirms it to close the sale.
CREATE TABLE IF NOT EXISTS "offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campus_id" text NOT NULL,
	"chat_id" uuid NOT NULL REFERENCES "chats"("id") ON DELETE cascade,
	"post_id" uuid NOT NULL REFERENCES "posts"("id") ON DELETE cascade,
	"seller_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"buyer_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"proposed_by" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"handoff_code" text,
	"handoff_failures" integer DEFAULT 0 NOT NULL,
	"handoff_locked_until" timestamp (3) with time zone,
	"client_key" uuid,
	"client_hash" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_chat_idx" ON "offers" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_post_idx" ON "offers" USING btree ("post_id","status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_seller_idx" ON "offers" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_buyer_idx" ON "offers" USING btree ("buyer_id","created_at");--> statement-breakpoint
-- One open offer per buyer and listing (a new amount replaces the old one), one accepted per listing.
CREATE UNIQUE INDEX IF NOT EXISTS "offers_open_key" ON "offers" USING btree ("post_id","buyer_id") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "offers_accepted_key" ON "offers" USING btree ("post_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "offers_client_key_idx" ON "offers" USING btree ("buyer_id","client_key") WHERE client_key is not null;--> statement-breakpoint
-- An accepted meetup carries the buyer's handoff code too.
ALTER TABLE "meetups" ADD COLUMN IF NOT EXISTS "handoff_code" text;--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN IF NOT EXISTS "handoff_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetups" ADD COLUMN IF NOT EXISTS "handoff_locked_until" timestamp (3) with time zone;--> statement-breakpoint
-- A sale closed by the buyer's handoff code: the trust summary counts these apart.
ALTER TABLE "sales" ADD COLUMN IF NOT EXISTS "confirmed_at" timestamp (3) with time zone;
