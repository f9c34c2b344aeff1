CREATE TABLE "learning_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_profiles_level_check" CHECK ("learning_profiles"."level" in ('E8', 'MATURA_P', 'MATURA_R', 'STUDIA'))
);
--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD CONSTRAINT "learning_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;