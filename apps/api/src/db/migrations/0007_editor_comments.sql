CREATE TYPE "public"."editor_comment_type" AS ENUM('BUG', 'SUGGESTION');--> statement-breakpoint
CREATE TABLE "editor_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"type" "editor_comment_type" NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_comments" ADD CONSTRAINT "editor_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_comments_created_idx" ON "editor_comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "editor_comments_author_idx" ON "editor_comments" USING btree ("author_id");