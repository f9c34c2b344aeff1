CREATE TABLE "classroom_connections" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"refresh_token_cipher" text NOT NULL,
	"scopes" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_grades" (
	"link_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"points" integer,
	"submission_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_grades_link_id_answer_id_pk" PRIMARY KEY("link_id","answer_id"),
	CONSTRAINT "classroom_grades_status_check" CHECK ("classroom_grades"."status" in ('SENT', 'NO_MATCH', 'STALE', 'ERROR'))
);
--> statement-breakpoint
CREATE TABLE "classroom_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"teacher_id" uuid,
	"course_id" text NOT NULL,
	"course_name" text NOT NULL,
	"course_work_id" text NOT NULL,
	"course_work_link" text,
	"grade" text NOT NULL,
	"max_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_links_grade_check" CHECK ("classroom_links"."grade" in ('DRAFT', 'ASSIGNED'))
);
--> statement-breakpoint
CREATE TABLE "classroom_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classroom_connections" ADD CONSTRAINT "classroom_connections_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_grades" ADD CONSTRAINT "classroom_grades_link_id_classroom_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."classroom_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_grades" ADD CONSTRAINT "classroom_grades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_links" ADD CONSTRAINT "classroom_links_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_links" ADD CONSTRAINT "classroom_links_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_oauth_states" ADD CONSTRAINT "classroom_oauth_states_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_grades_link_user_idx" ON "classroom_grades" USING btree ("link_id","user_id","answered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "classroom_links_assignment_course_unique" ON "classroom_links" USING btree ("assignment_id","course_id");--> statement-breakpoint
CREATE INDEX "classroom_oauth_states_expires_idx" ON "classroom_oauth_states" USING btree ("expires_at");