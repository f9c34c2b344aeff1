ALTER TYPE "public"."notification_type" ADD VALUE 'CHAT_MESSAGE';--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD COLUMN "day_reminder_sent_at" timestamp with time zone;