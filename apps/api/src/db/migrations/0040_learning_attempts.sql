CREATE TABLE "learning_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"concept_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"time_taken_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_attempts_kind_check" CHECK ("learning_attempts"."kind" in ('HOMEWORK', 'CLOSED_HOMEWORK', 'EXERCISE_LEVEL', 'COURSE_QUIZ', 'PRACTICE')),
	CONSTRAINT "learning_attempts_time_taken_check" CHECK ("learning_attempts"."time_taken_ms" is null or "learning_attempts"."time_taken_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD CONSTRAINT "learning_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_attempts_user_created_idx" ON "learning_attempts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "learning_attempts_user_item_idx" ON "learning_attempts" USING btree ("user_id","kind","item_id","created_at");--> statement-breakpoint
-- Append-only: an attempt is what happened; nothing may rewrite it (rows go only with their account).
CREATE OR REPLACE FUNCTION public.refuse_learning_attempt_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'learning_attempts is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER learning_attempts_append_only BEFORE UPDATE ON "learning_attempts"
  FOR EACH ROW EXECUTE FUNCTION public.refuse_learning_attempt_update();--> statement-breakpoint
-- The open-task checks recorded so far become the log's first attempts, with the concepts their tasks have now.
INSERT INTO "learning_attempts" ("id", "user_id", "kind", "item_id", "concept_ids", "answer", "correct", "created_at")
SELECT a."id", a."user_id", 'HOMEWORK', a."homework_id",
  coalesce((SELECT array_agg(hc."concept_id" ORDER BY hc."concept_id") FROM "homework_concepts" hc
            WHERE hc."homework_id" = a."homework_id"), '{}'::uuid[]),
  a."answer", a."correct", a."created_at"
FROM "homework_answer_attempts" a;
