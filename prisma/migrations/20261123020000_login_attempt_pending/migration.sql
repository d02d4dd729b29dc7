-- A sign-in attempt is recorded as pending while its password is checked, and becomes a
-- failure (pending = false) only when the password was wrong; a right one deletes it.
-- Rows written before this migration were all failures.
ALTER TABLE "LoginAttempt" ADD COLUMN "pending" BOOLEAN NOT NULL DEFAULT false;
