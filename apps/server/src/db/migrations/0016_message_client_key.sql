-- A message's client key: a repeat of the same send (a double tap, a retry) finds the first one.
ALTER TABLE "messages" ADD COLUMN "client_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("user_id","client_key") WHERE client_key is not null;
