CREATE TYPE "public"."homework_type_history_action" AS ENUM('CREATED', 'UPDATED', 'DONE_TOGGLED', 'DELETED');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('HOMEWORK_REVIEWED', 'MATH_CONCEPT_CHANGE_REVIEWED');--> statement-breakpoint
CREATE TABLE "homework_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"homework_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"status" "approval_status" NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_type_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"homework_type_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" "homework_type_history_action" NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "math_concept_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"concept_id" uuid NOT NULL,
	"proposer_id" uuid,
	"type" "math_concept_type" NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"status" "approval_status" DEFAULT 'PENDING' NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_exams" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_types" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "homework_types" ADD COLUMN "done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "homework_reviews" ADD CONSTRAINT "homework_reviews_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_reviews" ADD CONSTRAINT "homework_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_type_history" ADD CONSTRAINT "homework_type_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "math_concept_changes" ADD CONSTRAINT "math_concept_changes_concept_id_math_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."math_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "math_concept_changes" ADD CONSTRAINT "math_concept_changes_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "math_concept_changes" ADD CONSTRAINT "math_concept_changes_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_reviews_homework_idx" ON "homework_reviews" USING btree ("homework_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_type_history_type_idx" ON "homework_type_history" USING btree ("homework_type_id","created_at");--> statement-breakpoint
CREATE INDEX "math_concept_changes_concept_idx" ON "math_concept_changes" USING btree ("concept_id","status");--> statement-breakpoint
CREATE INDEX "math_concept_changes_status_idx" ON "math_concept_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);