ALTER TYPE "public"."notification_type" ADD VALUE 'FAMILY_EVENT';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'PARENT';--> statement-breakpoint
CREATE TABLE "parent_codes" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_letters" (
	"parent_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_letters_parent_id_week_start_pk" PRIMARY KEY("parent_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"parent_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"letter_enabled" boolean DEFAULT true NOT NULL,
	"letter_paused_by_child" boolean DEFAULT false NOT NULL,
	CONSTRAINT "parent_links_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id"),
	CONSTRAINT "parent_links_not_self_check" CHECK ("parent_links"."parent_id" <> "parent_links"."child_id")
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"product_code" text,
	"booking_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"payment_id" uuid,
	CONSTRAINT "purchase_requests_one_item_check" CHECK (("purchase_requests"."product_code" is null) <> ("purchase_requests"."booking_id" is null)),
	CONSTRAINT "purchase_requests_status_check" CHECK ("purchase_requests"."status" in ('PENDING', 'PAID', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "beneficiary_id" uuid;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parental_consents" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_codes" ADD CONSTRAINT "parent_codes_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_letters" ADD CONSTRAINT "parent_letters_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_booking_id_tutoring_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tutoring_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_codes_code_hash_unique" ON "parent_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "parent_links_child_idx" ON "parent_links" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "purchase_requests_child_idx" ON "purchase_requests" USING btree ("child_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_pending_product_unique" ON "purchase_requests" USING btree ("child_id","product_code") WHERE "purchase_requests"."status" = 'PENDING' and "purchase_requests"."product_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_pending_booking_unique" ON "purchase_requests" USING btree ("booking_id") WHERE "purchase_requests"."status" = 'PENDING' and "purchase_requests"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;