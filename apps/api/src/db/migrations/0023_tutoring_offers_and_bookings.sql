CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('reserved', 'booked', 'cancelled', 'offered');--> statement-breakpoint
CREATE TYPE "public"."lesson_kind" AS ENUM('individual', 'group');--> statement-breakpoint
CREATE TYPE "public"."lesson_type" AS ENUM('main', 'trial', 'resit', 'additional');--> statement-breakpoint
CREATE TYPE "public"."repeat_kind" AS ENUM('NO_REPEAT', 'DAY', 'WEEK');--> statement-breakpoint
CREATE TABLE "tutoring_availability_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"repeat" "repeat_kind" DEFAULT 'NO_REPEAT' NOT NULL,
	"until" date,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_availability_slots_minutes" CHECK ("tutoring_availability_slots"."start_minute" >= 0 and "tutoring_availability_slots"."end_minute" <= 1440 and "tutoring_availability_slots"."end_minute" > "tutoring_availability_slots"."start_minute" and "tutoring_availability_slots"."start_minute" % 5 = 0 and "tutoring_availability_slots"."end_minute" % 5 = 0)
);
--> statement-breakpoint
CREATE TABLE "tutoring_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid,
	"teacher_id" uuid,
	"option_id" uuid,
	"package_id" uuid,
	"kind" "lesson_kind" DEFAULT 'individual' NOT NULL,
	"lesson_type" "lesson_type" DEFAULT 'main' NOT NULL,
	"status" "booking_status" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"lesson_count" integer DEFAULT 1 NOT NULL,
	"discount_percent" integer,
	"amount_gross" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"payment_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_bookings_amount" CHECK ("tutoring_bookings"."amount_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutoring_lesson_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_gross" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "tutoring_lesson_options_duration" CHECK ("tutoring_lesson_options"."duration_minutes" between 30 and 180),
	CONSTRAINT "tutoring_lesson_options_price" CHECK ("tutoring_lesson_options"."price_gross" >= 200)
);
--> statement-breakpoint
CREATE TABLE "tutoring_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_lessons_times" CHECK ("tutoring_lessons"."ends_at" > "tutoring_lessons"."starts_at" and "tutoring_lessons"."blocked_until" >= "tutoring_lessons"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "tutoring_offers" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"subjects" "subject"[] DEFAULT '{}' NOT NULL,
	"levels" "school_level"[] DEFAULT '{}' NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"group_enabled" boolean DEFAULT false NOT NULL,
	"group_max_participants" integer DEFAULT 5 NOT NULL,
	"group_fee_percent" integer DEFAULT 70 NOT NULL,
	"min_price_gross" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_offers_break" CHECK ("tutoring_offers"."break_minutes" between 0 and 30 and "tutoring_offers"."break_minutes" % 5 = 0)
);
--> statement-breakpoint
CREATE TABLE "tutoring_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"lesson_count" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "tutoring_packages_count" CHECK ("tutoring_packages"."lesson_count" between 2 and 10),
	CONSTRAINT "tutoring_packages_discount" CHECK ("tutoring_packages"."discount_percent" between 1 and 70)
);
--> statement-breakpoint
ALTER TABLE "tutoring_availability_slots" ADD CONSTRAINT "tutoring_availability_slots_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_option_id_tutoring_lesson_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."tutoring_lesson_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_package_id_tutoring_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tutoring_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_bookings" ADD CONSTRAINT "tutoring_bookings_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lesson_options" ADD CONSTRAINT "tutoring_lesson_options_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_booking_id_tutoring_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tutoring_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_offers" ADD CONSTRAINT "tutoring_offers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_packages" ADD CONSTRAINT "tutoring_packages_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutoring_availability_slots_teacher_idx" ON "tutoring_availability_slots" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "tutoring_bookings_student_idx" ON "tutoring_bookings" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "tutoring_bookings_teacher_idx" ON "tutoring_bookings" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "tutoring_bookings_expiring_idx" ON "tutoring_bookings" USING btree ("expires_at") WHERE "tutoring_bookings"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "tutoring_lesson_options_teacher_idx" ON "tutoring_lesson_options" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "tutoring_lessons_booking_idx" ON "tutoring_lessons" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tutoring_lessons_teacher_time_idx" ON "tutoring_lessons" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_lessons_booking_start_unique" ON "tutoring_lessons" USING btree ("booking_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutoring_offers_enabled_idx" ON "tutoring_offers" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "tutoring_packages_teacher_idx" ON "tutoring_packages" USING btree ("teacher_id");
--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_no_overlap" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE (NOT "cancelled");
