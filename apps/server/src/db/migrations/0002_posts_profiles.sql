CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campus_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" text DEFAULT 'post' NOT NULL,
	"text" jsonb,
	"plain_text" text DEFAULT '' NOT NULL,
	"category" text,
	"price_cents" integer,
	"post_commented_on" uuid,
	"root_post_id" uuid,
	"depth" integer DEFAULT 0 NOT NULL,
	"img_count" integer DEFAULT 0 NOT NULL,
	"has_photo" boolean DEFAULT false NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"accounts_reached" integer DEFAULT 0 NOT NULL,
	"direct_messages" integer DEFAULT 0 NOT NULL,
	"copied_link" integer DEFAULT 0 NOT NULL,
	"external_link_clicks" integer DEFAULT 0 NOT NULL,
	"profile_visits" integer DEFAULT 0 NOT NULL,
	"search_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_analysis_completed" boolean DEFAULT false NOT NULL,
	"text_analysis_completed" boolean DEFAULT false NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"cta" jsonb,
	"ad_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "school_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_post_commented_on_posts_id_fk" FOREIGN KEY ("post_commented_on") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_root_post_id_posts_id_fk" FOREIGN KEY ("root_post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("campus_id","last_modified" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE post_commented_on is null;--> statement-breakpoint
CREATE INDEX "posts_campus_created_idx" ON "posts" USING btree ("campus_id","created_at") WHERE post_commented_on is null;--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id","last_modified" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_root_idx" ON "posts" USING btree ("root_post_id","created_at");--> statement-breakpoint
CREATE INDEX "users_campus_verified_idx" ON "users" USING btree ("campus_id","school_verified_at") WHERE school_verified;