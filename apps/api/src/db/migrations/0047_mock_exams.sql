CREATE TABLE "mock_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"paper_id" uuid NOT NULL,
	"extended_time" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" text,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "mock_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"extended_duration_minutes" integer NOT NULL,
	"calculator_allowed" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD CONSTRAINT "mock_attempts_paper_id_mock_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."mock_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_papers" ADD CONSTRAINT "mock_papers_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_attempts_one_open_idx" ON "mock_attempts" USING btree ("user_id","paper_id") WHERE submitted_at is null;--> statement-breakpoint
CREATE INDEX "mock_attempts_user_started_idx" ON "mock_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_papers_exam_unique" ON "mock_papers" USING btree ("exam_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_papers_slug_unique" ON "mock_papers" USING btree ("slug");