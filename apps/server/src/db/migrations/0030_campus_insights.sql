-- Campus insights. A member's active days, one row a day (written once, on the first signed-in
-- request of the day), and the nightly rollup of each campus's figures per day (the hub's row,
-- campus 'campus', is every campus together). Today's partial day is read live through the indexes
-- below: each reads one day's rows of its table, never the whole table.
CREATE TABLE "member_activity_days" (
	"campus_id" text NOT NULL REFERENCES "campuses"("id"),
	"day" date NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "member_activity_days_pk" PRIMARY KEY("campus_id","day","user_id")
);--> statement-breakpoint
CREATE INDEX "member_activity_days_user_idx" ON "member_activity_days" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "campus_insight_days" (
	"campus_id" text NOT NULL REFERENCES "campuses"("id"),
	"day" date NOT NULL,
	"new_members" integer NOT NULL,
	"daily_active" integer NOT NULL,
	"weekly_active" integer NOT NULL,
	"monthly_active" integer NOT NULL,
	"listings_posted" integer NOT NULL,
	"listings_sold" integer NOT NULL,
	"confirmed_sales" integer NOT NULL,
	"messages" integer NOT NULL,
	"meetups" integer NOT NULL,
	"offers" integer NOT NULL,
	"reports_opened" integer NOT NULL,
	"reports_resolved" integer NOT NULL,
	"median_resolve_seconds" integer,
	"computed_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_insight_days_pk" PRIMARY KEY("campus_id","day")
);--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meetups_campus_created_idx" ON "meetups" USING btree ("campus_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_campus_created_idx" ON "offers" USING btree ("campus_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_campus_created_idx" ON "reports" USING btree ("campus_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_campus_resolved_idx" ON "reports" USING btree ("campus_id","resolved_at") WHERE resolved_at is not null;--> statement-breakpoint
CREATE INDEX "sales_confirmed_idx" ON "sales" USING btree ("confirmed_at") WHERE confirmed_at is not null;
