-- An OpenID Connect sign-in's request: the state is its ID; the nonce and the PKCE verifier stay on
-- the server, and the browser that started it holds a random key whose hash is kept here, so the
-- callback is taken only from that browser (no login CSRF) and only once. SAML requests use the
-- browser key too (their ACS answer is posted again from our own page, which carries the cookie).
ALTER TABLE "sso_requests" ADD COLUMN IF NOT EXISTS "nonce" text;--> statement-breakpoint
ALTER TABLE "sso_requests" ADD COLUMN IF NOT EXISTS "code_verifier" text;--> statement-breakpoint
ALTER TABLE "sso_requests" ADD COLUMN IF NOT EXISTS "browser_key_hash" text;
