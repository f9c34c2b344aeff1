CREATE TYPE "public"."class_level" AS ENUM('SP4', 'SP5', 'SP6', 'SP7', 'SP8', 'LO1', 'LO2', 'LO3', 'LO4', 'LO5');--> statement-breakpoint
CREATE TYPE "public"."class_member_status" AS ENUM('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE TABLE "class_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "class_member_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "class_members_active_joined_check" CHECK ("class_members"."status" <> 'ACTIVE' or "class_members"."joined_at" is not null),
	CONSTRAINT "class_members_end_check" CHECK (("class_members"."left_at" is null) = ("class_members"."end_reason" is null) and "class_members"."end_reason" in ('LEFT', 'REMOVED', 'REJECTED', 'MOVED'))
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_teachers_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"school_year" text NOT NULL,
	"subject" "subject" DEFAULT 'MATHS' NOT NULL,
	"level" "class_level" NOT NULL,
	"code" text NOT NULL,
	"auto_admit" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_school_year_check" CHECK ("classes"."school_year" ~ '^[0-9]{4}/[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_members_live_unique" ON "class_members" USING btree ("class_id","user_id") WHERE "class_members"."left_at" is null;--> statement-breakpoint
CREATE INDEX "class_members_user_live_idx" ON "class_members" USING btree ("user_id") WHERE "class_members"."left_at" is null;--> statement-breakpoint
CREATE INDEX "class_members_class_live_idx" ON "class_members" USING btree ("class_id","status") WHERE "class_members"."left_at" is null;--> statement-breakpoint
CREATE INDEX "class_teachers_user_idx" ON "class_teachers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_code_unique" ON "classes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "classes_owner_live_idx" ON "classes" USING btree ("owner_id") WHERE "classes"."archived_at" is null;