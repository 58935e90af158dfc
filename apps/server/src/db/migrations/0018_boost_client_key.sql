-- A boost carries the key the browser made for it: a repeat (double tap on Pay, a retry) answers
-- with the first ad and its checkout instead of opening a second checkout.
ALTER TABLE "ads" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "ads_client_key_idx" ON "ads" USING btree ("user_id","client_key") WHERE "ads"."client_key" is not null;--> statement-breakpoint
-- The provider's hosted checkout page, to send a repeat to the same one.
ALTER TABLE "checkout_sessions" ADD COLUMN "checkout_url" text;--> statement-breakpoint
-- Money paid for a boost was counted as available funds; it was spent, not available.
UPDATE "users" SET "available_funds" = 0 WHERE "available_funds" <> 0;
