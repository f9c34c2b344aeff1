ALTER TYPE "public"."notification_type" ADD VALUE 'ASSIGNMENT_EVENT';--> statement-breakpoint
CREATE TABLE "assignment_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"late" boolean NOT NULL,
	"time_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_answers_time_check" CHECK ("assignment_answers"."time_ms" is null or "assignment_answers"."time_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "assignment_items" (
	"assignment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"homework_id" uuid,
	"generator_id" text,
	"title" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"concept_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "assignment_items_assignment_id_position_pk" PRIMARY KEY("assignment_id","position"),
	CONSTRAINT "assignment_items_position_check" CHECK ("assignment_items"."position" between 1 and 30),
	CONSTRAINT "assignment_items_kind_check" CHECK (("assignment_items"."kind" = 'HOMEWORK' and "assignment_items"."homework_id" is not null and "assignment_items"."generator_id" is null)
        or ("assignment_items"."kind" = 'GENERATOR' and "assignment_items"."generator_id" is not null and "assignment_items"."homework_id" is null))
);
--> statement-breakpoint
CREATE TABLE "assignment_pupils" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_pupils_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer,
	"late" text NOT NULL,
	"solutions_after_due" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_due_after_start_check" CHECK ("assignments"."due_at" > "assignments"."starts_at"),
	CONSTRAINT "assignments_attempts_check" CHECK ("assignments"."attempts" is null or "assignments"."attempts" between 1 and 10),
	CONSTRAINT "assignments_late_check" CHECK ("assignments"."late" in ('ACCEPT', 'REFUSE'))
);
--> statement-breakpoint
CREATE TABLE "class_mark_bands" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"minimums" integer[] DEFAULT '{30,50,70,85,98}'::integer[] NOT NULL,
	"signs" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_mark_bands_minimums_check" CHECK (cardinality("class_mark_bands"."minimums") = 5)
);
--> statement-breakpoint
ALTER TABLE "learning_attempts" DROP CONSTRAINT "learning_attempts_kind_check";--> statement-breakpoint
ALTER TABLE "assignment_answers" ADD CONSTRAINT "assignment_answers_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_answers" ADD CONSTRAINT "assignment_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_pupils" ADD CONSTRAINT "assignment_pupils_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_pupils" ADD CONSTRAINT "assignment_pupils_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_mark_bands" ADD CONSTRAINT "class_mark_bands_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_answers_assignment_user_idx" ON "assignment_answers" USING btree ("assignment_id","user_id","position");--> statement-breakpoint
CREATE INDEX "assignment_answers_user_idx" ON "assignment_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignment_pupils_user_idx" ON "assignment_pupils" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignments_class_due_idx" ON "assignments" USING btree ("class_id","due_at");--> statement-breakpoint
CREATE INDEX "assignments_reminder_idx" ON "assignments" USING btree ("due_at") WHERE "assignments"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "learning_attempts" ADD CONSTRAINT "learning_attempts_kind_check" CHECK ("learning_attempts"."kind" in ('HOMEWORK', 'CLOSED_HOMEWORK', 'EXERCISE_LEVEL', 'COURSE_QUIZ', 'PRACTICE', 'MOCK_EXAM', 'ASSIGNMENT'));