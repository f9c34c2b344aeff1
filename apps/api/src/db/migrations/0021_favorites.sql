CREATE TYPE "public"."favorite_kind" AS ENUM('CUSTOM', 'HIDDEN', 'SOLVED');--> statement-breakpoint
CREATE TABLE "favorite_homeworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"favorite_id" uuid NOT NULL,
	"homework_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "favorite_kind" DEFAULT 'CUSTOM' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_homeworks" ADD CONSTRAINT "favorite_homeworks_favorite_id_favorites_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_homeworks" ADD CONSTRAINT "favorite_homeworks_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_homeworks_unique" ON "favorite_homeworks" USING btree ("favorite_id","homework_id");--> statement-breakpoint
CREATE INDEX "favorite_homeworks_order_idx" ON "favorite_homeworks" USING btree ("favorite_id","position");--> statement-breakpoint
CREATE INDEX "favorite_homeworks_homework_idx" ON "favorite_homeworks" USING btree ("homework_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_built_in_unique" ON "favorites" USING btree ("user_id","kind") WHERE kind <> 'CUSTOM';--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");