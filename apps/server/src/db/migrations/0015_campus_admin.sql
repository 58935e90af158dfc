ALTER TABLE "campuses" ADD COLUMN "accent_color" text DEFAULT '#ffffff' NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "meeting_spots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- The catalogue's campuses: their time zones (the accent and the meeting spots keep their defaults).
UPDATE "campuses" AS c SET "time_zone" = v.tz FROM (VALUES
	('campus', 'America/Chicago'),
	('ou', 'America/Chicago'),
	('ut', 'America/Chicago'),
	('smu', 'America/Chicago'),
	('uf', 'America/New_York'),
	('ucla', 'America/Los_Angeles'),
	('stanford', 'America/Los_Angeles'),
	('duke', 'America/New_York'),
	('okstate', 'America/Chicago'),
	('tamu', 'America/Chicago'),
	('mit', 'America/New_York'),
	('harvard', 'America/New_York'),
	('ucf', 'America/New_York'),
	('fsu', 'America/New_York'),
	('unt', 'America/Chicago'),
	('uk', 'America/New_York'),
	('olemiss', 'America/Chicago'),
	('osu', 'America/New_York'),
	('lsu', 'America/Chicago'),
	('nyu', 'America/New_York'),
	('asu', 'America/Phoenix')
) AS v(id, tz) WHERE c."id" = v.id;
