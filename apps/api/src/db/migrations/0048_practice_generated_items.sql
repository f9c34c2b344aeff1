ALTER TABLE "learning_session_items" ADD COLUMN "generator_id" text;--> statement-breakpoint
ALTER TABLE "learning_session_items" ADD COLUMN "seed" integer;