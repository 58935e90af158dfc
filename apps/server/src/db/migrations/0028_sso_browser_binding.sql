-- A university sign-in answer is taken only in the browser that started it (login CSRF): the hash of
-- a random value kept in that browser's short-lived cookie. Rows from before have none and expire.
ALTER TABLE "sso_requests" ADD COLUMN IF NOT EXISTS "browser_hash" text;
