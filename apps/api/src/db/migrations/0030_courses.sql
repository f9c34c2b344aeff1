CREATE TYPE "public"."course_node_type" AS ENUM('FOLDER', 'ARTICLE', 'VIDEO', 'HOMEWORK', 'EXAM', 'CHAPTER', 'QUIZ', 'HOMEWORKS_LIST', 'HOMEWORK_TYPE');--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('DRAFT', 'UNDER_REVIEW', 'PUBLISHED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "course_enrollments" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid,
	"last_node_id" uuid,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrollments_course_id_user_id_pk" PRIMARY KEY("course_id","user_id"),
	CONSTRAINT "course_enrollments_rating" CHECK ("course_enrollments"."rating" is null or "course_enrollments"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "course_node_progress" (
	"node_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"quiz_correct" integer,
	"quiz_total" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_node_progress_node_id_user_id_pk" PRIMARY KEY("node_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"parent_id" uuid,
	"position" integer NOT NULL,
	"type" "course_node_type" NOT NULL,
	"title" text NOT NULL,
	"free_preview" boolean DEFAULT false NOT NULL,
	"content" text,
	"file_id" uuid,
	"homework_id" uuid,
	"homework_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"exam_id" uuid,
	"homework_type_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subject" "subject" NOT NULL,
	"level" "school_level" NOT NULL,
	"cover_file_id" uuid,
	"price_gross" integer,
	"status" "course_status" DEFAULT 'DRAFT' NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_price" CHECK ("courses"."price_gross" is null or "courses"."price_gross" >= 200)
);
--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_last_node_id_course_nodes_id_fk" FOREIGN KEY ("last_node_id") REFERENCES "public"."course_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_node_progress" ADD CONSTRAINT "course_node_progress_node_id_course_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."course_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_node_progress" ADD CONSTRAINT "course_node_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_node_progress" ADD CONSTRAINT "course_node_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_nodes" ADD CONSTRAINT "course_nodes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_nodes" ADD CONSTRAINT "course_nodes_parent_id_course_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."course_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_nodes" ADD CONSTRAINT "course_nodes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_nodes" ADD CONSTRAINT "course_nodes_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_nodes" ADD CONSTRAINT "course_nodes_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_nodes" ADD CONSTRAINT "course_nodes_homework_type_id_homework_types_id_fk" FOREIGN KEY ("homework_type_id") REFERENCES "public"."homework_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrollments_user_idx" ON "course_enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_node_progress_user_idx" ON "course_node_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "course_nodes_course_parent_idx" ON "course_nodes" USING btree ("course_id","parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_unique" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_status_created_idx" ON "courses" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "courses_author_idx" ON "courses" USING btree ("author_id");