CREATE TYPE "public"."file_assign" AS ENUM('AVATAR', 'TEACHER_ATTACHMENT', 'HOMEWORK_SOLUTION_IMAGE', 'HOMEWORK_SOLUTION_VIDEO', 'EDITOR_IMAGE', 'EDITOR_VIDEO', 'COURSE_VIDEO', 'COURSE_ATTACHMENT', 'TUTORING_ATTACHMENT', 'TUTORING_RECORDING', 'BOOK', 'SUPPORT_ATTACHMENT', 'NOTES_ATTACHMENT', 'NOTES_FILE', 'CHAT_ATTACHMENT', 'PRIVATE');--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"assign" "file_assign" NOT NULL,
	"original_name" text NOT NULL,
	"extension" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"s3_video" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_created_idx" ON "files" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "files_owner_assign_name_unique" ON "files" USING btree ("owner_id","assign","original_name");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_unique" ON "files" USING btree ("storage_key");