CREATE TYPE "public"."homework_request_file_role" AS ENUM('REQUEST', 'SOLUTION');--> statement-breakpoint
CREATE TYPE "public"."homework_request_offer_status" AS ENUM('pending', 'accepted', 'paid', 'withdrawn', 'declined');--> statement-breakpoint
CREATE TYPE "public"."homework_request_status" AS ENUM('open', 'closed', 'in_progress', 'delivered', 'undelivered');--> statement-breakpoint
CREATE TYPE "public"."homework_request_timeline_kind" AS ENUM('REQUEST_CREATED', 'REQUEST_CANCELLED_BY_TEACHER', 'OFFER_ACCEPTED', 'OFFER_PAID', 'SOLUTION_DELIVERED', 'SOLUTION_NOT_DELIVERED', 'SOLUTION_IN_PROGRESS', 'REQUEST_CANCELLED');--> statement-breakpoint
CREATE TABLE "homework_request_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid,
	"request_id" uuid,
	"offer_id" uuid,
	"payment_id" uuid,
	"amount_gross" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_request_earnings_amount" CHECK ("homework_request_earnings"."amount_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "homework_request_files" (
	"request_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"role" "homework_request_file_role" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "homework_request_files_request_id_file_id_pk" PRIMARY KEY("request_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "homework_request_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"teacher_id" uuid,
	"price_gross" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "homework_request_offer_status" DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_request_offers_price" CHECK ("homework_request_offers"."price_gross" >= 200)
);
--> statement-breakpoint
CREATE TABLE "homework_request_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" "homework_request_timeline_kind" NOT NULL,
	"actor_id" uuid,
	"offer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"subject" "subject" NOT NULL,
	"level" "school_level" NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"budget_gross" integer,
	"status" "homework_request_status" DEFAULT 'open' NOT NULL,
	"accepted_offer_id" uuid,
	"solution" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_requests_budget" CHECK ("homework_requests"."budget_gross" is null or "homework_requests"."budget_gross" >= 200)
);
--> statement-breakpoint
ALTER TABLE "homework_request_earnings" ADD CONSTRAINT "homework_request_earnings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_earnings" ADD CONSTRAINT "homework_request_earnings_request_id_homework_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homework_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_earnings" ADD CONSTRAINT "homework_request_earnings_offer_id_homework_request_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."homework_request_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_earnings" ADD CONSTRAINT "homework_request_earnings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_files" ADD CONSTRAINT "homework_request_files_request_id_homework_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homework_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_files" ADD CONSTRAINT "homework_request_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_offers" ADD CONSTRAINT "homework_request_offers_request_id_homework_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homework_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_offers" ADD CONSTRAINT "homework_request_offers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_offers" ADD CONSTRAINT "homework_request_offers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_request_timeline" ADD CONSTRAINT "homework_request_timeline_request_id_homework_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homework_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_requests" ADD CONSTRAINT "homework_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "homework_request_earnings_request_unique" ON "homework_request_earnings" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "homework_request_earnings_teacher_idx" ON "homework_request_earnings" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_request_files_file_idx" ON "homework_request_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "homework_request_offers_request_idx" ON "homework_request_offers" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_request_offers_teacher_idx" ON "homework_request_offers" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_request_offers_live_unique" ON "homework_request_offers" USING btree ("request_id","teacher_id") WHERE "homework_request_offers"."status" in ('pending', 'accepted', 'paid');--> statement-breakpoint
CREATE INDEX "homework_request_offers_paid_deadline_idx" ON "homework_request_offers" USING btree ("deadline") WHERE "homework_request_offers"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "homework_request_timeline_request_idx" ON "homework_request_timeline" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_requests_owner_idx" ON "homework_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_requests_status_idx" ON "homework_requests" USING btree ("status","created_at");