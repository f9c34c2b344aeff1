CREATE TABLE "homework_request_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"opened_by_id" uuid,
	"reason" text NOT NULL,
	"status" "dispute_status" DEFAULT 'OPEN' NOT NULL,
	"resolved_by_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_request_earning_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid,
	"teacher_id" uuid,
	"dispute_id" uuid,
	"amount_gross" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_request_earning_reversals_amount" CHECK ("homework_request_earning_reversals"."amount_gross" >= 0)
);
--> statement-breakpoint
ALTER TABLE "homework_request_disputes" ADD CONSTRAINT "homework_request_disputes_request_id_homework_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homework_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_disputes" ADD CONSTRAINT "homework_request_disputes_opened_by_id_users_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_disputes" ADD CONSTRAINT "homework_request_disputes_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_earning_reversals" ADD CONSTRAINT "homework_request_earning_reversals_request_id_homework_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homework_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_earning_reversals" ADD CONSTRAINT "homework_request_earning_reversals_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_earning_reversals" ADD CONSTRAINT "homework_request_earning_reversals_dispute_id_homework_request_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."homework_request_disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homework_request_disputes_open_unique" ON "homework_request_disputes" USING btree ("request_id") WHERE "homework_request_disputes"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "homework_request_disputes_request_idx" ON "homework_request_disputes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_request_disputes_status_idx" ON "homework_request_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_request_earning_reversals_request_unique" ON "homework_request_earning_reversals" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "homework_request_earning_reversals_teacher_idx" ON "homework_request_earning_reversals" USING btree ("teacher_id","created_at");