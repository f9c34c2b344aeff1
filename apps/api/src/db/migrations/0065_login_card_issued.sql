ALTER TABLE "users" ADD COLUMN "login_card_issued_at" timestamp with time zone;--> statement-breakpoint
-- Cards issued before this migration: their last change is when the one-time password was set, as near as known.
UPDATE "users" SET "login_card_issued_at" = "updated_at" WHERE "password_change_required";
