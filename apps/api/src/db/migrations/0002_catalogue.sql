CREATE TYPE "public"."approval_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."exam_level" AS ENUM('BASIC', 'ADVANCED');--> statement-breakpoint
CREATE TYPE "public"."exam_type" AS ENUM('MATURA', 'EIGHTH_GRADE', 'GIMNAZJALNY');--> statement-breakpoint
CREATE TYPE "public"."exam_variant" AS ENUM('MAIN', 'RESIT', 'ADDITIONAL', 'TRIAL');--> statement-breakpoint
CREATE TYPE "public"."homework_status" AS ENUM('PUBLIC', 'PRIVATE', 'HIDDEN', 'UNDER_REVIEW', 'PUBLIC_DRAFT', 'REJECTED', 'UNDER_COPYRIGHT_REVIEW', 'REMOVED_FOR_COPYRIGHT');--> statement-breakpoint
CREATE TYPE "public"."math_concept_type" AS ENUM('DOMAIN', 'THEOREM', 'DEFINITION', 'TAG', 'HOMEWORK_TYPE');--> statement-breakpoint
CREATE TYPE "public"."school_level" AS ENUM('PRIMARY', 'HIGH_SCHOOL', 'UNIVERSITY', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."subject" AS ENUM('MATHS', 'POLISH', 'ENGLISH', 'GERMAN', 'FRENCH', 'SPANISH', 'ITALIAN', 'BIOLOGY', 'CHEMISTRY', 'PHYSICS', 'GEOGRAPHY', 'HISTORY', 'CIVICS', 'COMPUTER_SCIENCE', 'MUSIC');--> statement-breakpoint
CREATE TYPE "public"."visibility" AS ENUM('PUBLIC', 'PRIVATE');--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" "exam_type" NOT NULL,
	"date" date NOT NULL,
	"level" "exam_level",
	"variant" "exam_variant" DEFAULT 'MAIN' NOT NULL,
	"details" text,
	"status" "visibility" DEFAULT 'PUBLIC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"homework_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text,
	"answer" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_concepts" (
	"homework_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	CONSTRAINT "homework_concepts_homework_id_concept_id_pk" PRIMARY KEY("homework_id","concept_id")
);
--> statement-breakpoint
CREATE TABLE "homework_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"homework_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"points" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_type_concepts" (
	"homework_type_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	CONSTRAINT "homework_type_concepts_homework_type_id_concept_id_pk" PRIMARY KEY("homework_type_id","concept_id")
);
--> statement-breakpoint
CREATE TABLE "homework_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"formulas" text,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" "homework_status" DEFAULT 'PRIVATE' NOT NULL,
	"admin_review_status" "approval_status",
	"author_id" uuid,
	"subject" "subject" DEFAULT 'MATHS' NOT NULL,
	"level" "school_level" NOT NULL,
	"description" text NOT NULL,
	"description_svg" text,
	"closed" boolean DEFAULT false NOT NULL,
	"answer" text,
	"solution_latex" text,
	"solution_video_id" uuid,
	"solution_formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"type_id" uuid,
	"ratings_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "math_concepts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" "math_concept_type" NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solution_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"homework_id" uuid NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"latex" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_answers" ADD CONSTRAINT "homework_answers_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_concepts" ADD CONSTRAINT "homework_concepts_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_concepts" ADD CONSTRAINT "homework_concepts_concept_id_math_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."math_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_exams" ADD CONSTRAINT "homework_exams_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_exams" ADD CONSTRAINT "homework_exams_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_type_concepts" ADD CONSTRAINT "homework_type_concepts_homework_type_id_homework_types_id_fk" FOREIGN KEY ("homework_type_id") REFERENCES "public"."homework_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_type_concepts" ADD CONSTRAINT "homework_type_concepts_concept_id_math_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."math_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_types" ADD CONSTRAINT "homework_types_parent_id_homework_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."homework_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_type_id_homework_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."homework_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_steps" ADD CONSTRAINT "solution_steps_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_slug_unique" ON "exams" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "homework_answers_homework_idx" ON "homework_answers" USING btree ("homework_id","position");--> statement-breakpoint
CREATE INDEX "homework_concepts_concept_idx" ON "homework_concepts" USING btree ("concept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_exams_pair_unique" ON "homework_exams" USING btree ("homework_id","exam_id");--> statement-breakpoint
CREATE INDEX "homework_exams_exam_idx" ON "homework_exams" USING btree ("exam_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_types_slug_unique" ON "homework_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "homework_types_parent_idx" ON "homework_types" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homeworks_slug_unique" ON "homeworks" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "homeworks_status_created_idx" ON "homeworks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "homeworks_author_idx" ON "homeworks" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "homeworks_type_idx" ON "homeworks" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "homeworks_search_trgm_idx" ON "homeworks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "math_concepts_slug_unique" ON "math_concepts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "math_concepts_type_idx" ON "math_concepts" USING btree ("type");--> statement-breakpoint
CREATE INDEX "solution_steps_homework_idx" ON "solution_steps" USING btree ("homework_id","order");