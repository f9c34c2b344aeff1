CREATE TYPE "public"."dispute_status" AS ENUM('OPEN', 'REFUNDED', 'RELEASED');--> statement-breakpoint
CREATE TYPE "public"."lesson_confirmation" AS ENUM('TEACHER_CONFIRMED', 'BOTH_CONFIRMED');--> statement-breakpoint
CREATE TYPE "public"."student_teacher_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'ENDED');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'HOMEWORK_REQUEST_EVENT';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'TUTORING_EVENT';--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "student_teacher_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"status" "student_teacher_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid,
	"lesson_id" uuid,
	"booking_id" uuid,
	"amount_gross" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_earnings_amount" CHECK ("teacher_earnings"."amount_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutoring_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"opened_by_id" uuid,
	"reason" text NOT NULL,
	"status" "dispute_status" DEFAULT 'OPEN' NOT NULL,
	"resolved_by_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_lesson_files" (
	"lesson_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_lesson_files_lesson_id_file_id_pk" PRIMARY KEY("lesson_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD COLUMN "confirmation" "lesson_confirmation";--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_teacher_links" ADD CONSTRAINT "student_teacher_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_teacher_links" ADD CONSTRAINT "student_teacher_links_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_lesson_id_tutoring_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."tutoring_lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_earnings" ADD CONSTRAINT "teacher_earnings_booking_id_tutoring_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tutoring_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_disputes" ADD CONSTRAINT "tutoring_disputes_lesson_id_tutoring_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."tutoring_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_disputes" ADD CONSTRAINT "tutoring_disputes_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_disputes" ADD CONSTRAINT "tutoring_disputes_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lesson_files" ADD CONSTRAINT "tutoring_lesson_files_lesson_id_tutoring_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."tutoring_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lesson_files" ADD CONSTRAINT "tutoring_lesson_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_teacher_links_pair_unique" ON "student_teacher_links" USING btree ("student_id","teacher_id");--> statement-breakpoint
CREATE INDEX "student_teacher_links_teacher_idx" ON "student_teacher_links" USING btree ("teacher_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_earnings_lesson_unique" ON "teacher_earnings" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "teacher_earnings_teacher_idx" ON "teacher_earnings" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_disputes_open_unique" ON "tutoring_disputes" USING btree ("lesson_id") WHERE "tutoring_disputes"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "tutoring_disputes_status_idx" ON "tutoring_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tutoring_lesson_files_file_idx" ON "tutoring_lesson_files" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_rating" CHECK ("tutoring_lessons"."rating" is null or "tutoring_lessons"."rating" between 1 and 5);