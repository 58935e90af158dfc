-- A campus's university sign-in (SAML 2.0 or OpenID Connect), set by an administrator. The OIDC
-- client secret is stored encrypted with a key derived from the instance's secret, never in clear.
CREATE TABLE IF NOT EXISTS "campus_sso" (
  "campus_id" text PRIMARY KEY REFERENCES "campuses"("id"),
  "protocol" text NOT NULL CHECK ("protocol" IN ('saml', 'oidc')),
  "idp_entity_id" text,
  "idp_sso_url" text,
  "idp_cert" text,
  "oidc_issuer" text,
  "oidc_client_id" text,
  "oidc_client_secret_enc" text,
  "attributes" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "allowed_affiliations" text[] NOT NULL DEFAULT '{student}'::text[],
  "email_code_allowed" boolean NOT NULL DEFAULT true,
  "tickets_students_only" boolean NOT NULL DEFAULT false,
  "updated_at" timestamp(3) with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- The AuthnRequests we sent (their IDs), so a response answers one of ours once: InResponseTo. The
-- path to come back to is kept here, checked when saved: RelayState carries only the request's ID.
CREATE TABLE IF NOT EXISTS "sso_requests" (
  "id" text PRIMARY KEY,
  "campus_id" text NOT NULL REFERENCES "campuses"("id"),
  "return_to" text NOT NULL,
  "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- Each assertion ID accepted once (a replayed response is refused); kept until it would expire anyway.
CREATE TABLE IF NOT EXISTS "sso_assertions" (
  "campus_id" text NOT NULL REFERENCES "campuses"("id"),
  "assertion_id" text NOT NULL,
  "expires_at" timestamp(3) with time zone NOT NULL,
  PRIMARY KEY ("campus_id", "assertion_id")
);--> statement-breakpoint
-- What the last university sign-in said a member is (student, staff, alum…), and when.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "affiliation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "affiliation_checked_at" timestamp(3) with time zone;
