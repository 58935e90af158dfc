-- The meetup whose acceptance made a listing Pending: cancelling or declining that meetup puts the
-- listing back to Available (or hands it to another accepted meetup about it). Any other status
-- change is the seller's own and clears it.
ALTER TABLE "posts" ADD COLUMN "pending_meetup_id" uuid REFERENCES "meetups"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "posts_pending_meetup_idx" ON "posts" USING btree ("pending_meetup_id")
  WHERE pending_meetup_id is not null;
