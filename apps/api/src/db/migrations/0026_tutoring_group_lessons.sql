CREATE TABLE "tutoring_group_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"option_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"seat_price_gross" integer NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_group_sessions_seats" CHECK ("tutoring_group_sessions"."seats_taken" between 0 and "tutoring_group_sessions"."capacity"),
	CONSTRAINT "tutoring_group_sessions_capacity" CHECK ("tutoring_group_sessions"."capacity" between 2 and 99)
);
--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD COLUMN "group_session_id" uuid;--> statement-breakpoint
ALTER TABLE "tutoring_group_sessions" ADD CONSTRAINT "tutoring_group_sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_group_sessions" ADD CONSTRAINT "tutoring_group_sessions_option_id_tutoring_lesson_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."tutoring_lesson_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_group_sessions_teacher_start_unique" ON "tutoring_group_sessions" USING btree ("teacher_id","starts_at");--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_group_session_id_tutoring_group_sessions_id_fk" FOREIGN KEY ("group_session_id") REFERENCES "public"."tutoring_group_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutoring_lessons_group_session_idx" ON "tutoring_lessons" USING btree ("group_session_id");--> statement-breakpoint
ALTER TABLE "tutoring_lessons" DROP CONSTRAINT "tutoring_lessons_no_overlap";--> statement-breakpoint
ALTER TABLE "tutoring_lessons" ADD CONSTRAINT "tutoring_lessons_no_overlap" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&, (coalesce("group_session_id", "id")) WITH <>) WHERE (NOT "cancelled");
