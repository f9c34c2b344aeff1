CREATE TYPE "public"."homework_unlock_type" AS ENUM('PAID_SOLUTION', 'HINT');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('VAT', 'CORRECTION');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'demo', 'manual', 'tokens');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'processing', 'failed', 'paid', 'completed', 'refunded', 'disputed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."purchasable_kind" AS ENUM('COURSE', 'HOMEWORK_REQUEST', 'TUTORING', 'TUTORING_PACKAGE', 'RECORDING', 'TOKENS', 'SUBSCRIPTION');--> statement-breakpoint
CREATE TYPE "public"."purchase_method" AS ENUM('stripe', 'tokens', 'manual');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('SCHEDULED', 'ACTIVE', 'EXPIRED', 'REVOKED');--> statement-breakpoint
CREATE TYPE "public"."token_ledger_reason" AS ENUM('PURCHASE', 'PAID_SOLUTION', 'HINT', 'SOLUTION_CHECK', 'REVOKE', 'RESTORE');--> statement-breakpoint
CREATE TYPE "public"."token_reference_type" AS ENUM('PAYMENT', 'HOMEWORK', 'SOLUTION_CHECK');--> statement-breakpoint
CREATE TABLE "homework_unlocks" (
	"user_id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"type" "homework_unlock_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_unlocks_user_id_homework_id_type_pk" PRIMARY KEY("user_id","homework_id","type")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"period" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_period_pk" PRIMARY KEY("series","period")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"period" text NOT NULL,
	"sequence" integer NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid,
	"corrects_id" uuid,
	"issue_date" date NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"from_status" "payment_status" NOT NULL,
	"to_status" "payment_status" NOT NULL,
	"source" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"method" "purchase_method" NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"item_kind" "purchasable_kind" NOT NULL,
	"product_code" text NOT NULL,
	"item_name" text NOT NULL,
	"item_quantity" integer NOT NULL,
	"amount_gross" integer NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"buyer" jsonb NOT NULL,
	"transfer_title" text,
	"provider_session_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "solution_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"homework_id" uuid,
	"author_id" uuid,
	"room_id" uuid,
	"file_ids" uuid[] NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"status" "subscription_status" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"revoked_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_period_valid" CHECK ("subscriptions"."ends_at" > "subscriptions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" "token_ledger_reason" NOT NULL,
	"reference_type" "token_reference_type",
	"reference_id" uuid,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_ledger_delta_nonzero" CHECK ("token_ledger"."delta" <> 0),
	CONSTRAINT "token_ledger_balance_nonnegative" CHECK ("token_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "token_wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "token_wallets_balance_nonnegative" CHECK ("token_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "paid_solution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "hint" text;--> statement-breakpoint
ALTER TABLE "homework_unlocks" ADD CONSTRAINT "homework_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_unlocks" ADD CONSTRAINT "homework_unlocks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_checks" ADD CONSTRAINT "solution_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_checks" ADD CONSTRAINT "solution_checks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_checks" ADD CONSTRAINT "solution_checks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_checks" ADD CONSTRAINT "solution_checks_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_webhook_events" ADD CONSTRAINT "stripe_webhook_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_settings" ADD CONSTRAINT "subscription_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_wallets" ADD CONSTRAINT "token_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence_unique" ON "invoices" USING btree ("series","period","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_kind_unique" ON "invoices" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_status_changes_payment_idx" ON "payment_status_changes" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transfer_title_unique" ON "payments" USING btree ("transfer_title");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_unique" ON "payments" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "solution_checks_user_idx" ON "solution_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_payment_unique" ON "subscriptions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_ends_idx" ON "subscriptions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status_ends_idx" ON "subscriptions" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_reference_unique" ON "token_ledger" USING btree ("user_id","reason","reference_id") WHERE "token_ledger"."reference_id" is not null;--> statement-breakpoint
CREATE INDEX "token_ledger_user_created_idx" ON "token_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "homeworks_paid_solution_idx" ON "homeworks" USING btree ("id") WHERE paid_solution;--> statement-breakpoint
CREATE FUNCTION "refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: rows are never changed', TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "token_ledger_append_only" BEFORE UPDATE ON "token_ledger" FOR EACH ROW EXECUTE FUNCTION "refuse_update"();
--> statement-breakpoint
CREATE TRIGGER "invoices_append_only" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_update"();
