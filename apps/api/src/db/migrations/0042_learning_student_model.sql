CREATE TABLE "learning_concept_states" (
	"user_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"state" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"fsrs_state" smallint NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"attempts" integer NOT NULL,
	"correct" integer NOT NULL,
	"wrong_streak" integer NOT NULL,
	"last_answer_correct" boolean NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"last_correct_at" timestamp with time zone,
	"correct_days" integer NOT NULL,
	"spaced_retrieval" boolean NOT NULL,
	"applied_seq" bigint NOT NULL,
	CONSTRAINT "learning_concept_states_user_id_concept_id_pk" PRIMARY KEY("user_id","concept_id")
);
--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "learning_attempts_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "learning_concept_states" ADD CONSTRAINT "learning_concept_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_concept_states_user_due_idx" ON "learning_concept_states" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "learning_attempts_user_seq_idx" ON "learning_attempts" USING btree ("user_id","seq");