ALTER TABLE "learning_profiles" ALTER COLUMN "level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD COLUMN "school_level" text;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD COLUMN "goal" text;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD COLUMN "exam_year" smallint;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD COLUMN "skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD COLUMN "diagnostic_session_id" uuid;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD CONSTRAINT "learning_profiles_school_level_check" CHECK ("learning_profiles"."school_level" in ('SP4', 'SP5', 'SP6', 'SP7', 'SP8', 'LO1', 'LO2', 'LO3', 'LO4', 'LO5', 'STUDIA'));--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD CONSTRAINT "learning_profiles_goal_check" CHECK ("learning_profiles"."goal" in ('E8', 'MATURA_P', 'MATURA_R', 'PRACTICE'));