CREATE TYPE "public"."payment_method_type" AS ENUM('przelew', 'blik');--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "payment_method_type" NOT NULL,
	"bank_account" text,
	"account_holder_name" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_data_check" CHECK (("payment_methods"."type" = 'przelew' and "payment_methods"."bank_account" is not null and "payment_methods"."account_holder_name" is not null and "payment_methods"."phone_number" is null)
        or ("payment_methods"."type" = 'blik' and "payment_methods"."phone_number" is not null and "payment_methods"."bank_account" is null and "payment_methods"."account_holder_name" is null))
);
--> statement-breakpoint
CREATE TABLE "phone_confirmation_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_companies" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nip" text NOT NULL,
	"vat_payer" boolean NOT NULL,
	"street" text NOT NULL,
	"building_number" text NOT NULL,
	"apartment_number" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_personal_data" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"building_number" text NOT NULL,
	"apartment_number" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_confirmation_codes" ADD CONSTRAINT "phone_confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_personal_data" ADD CONSTRAINT "user_personal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_data_unique" ON "payment_methods" USING btree ("user_id","type",coalesce("bank_account", "phone_number"));