CREATE TABLE "learning_item_ratings" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_student_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_student_ratings" ADD CONSTRAINT "learning_student_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;