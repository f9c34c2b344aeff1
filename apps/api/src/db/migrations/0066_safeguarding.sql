ALTER TYPE "public"."notification_type" ADD VALUE 'SAFEGUARDING_EVENT';--> statement-breakpoint
ALTER TYPE "public"."file_assign" ADD VALUE 'VERIFICATION_DOCUMENT';--> statement-breakpoint
CREATE TABLE "chat_message_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"previous_message" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safeguarding_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"subject_user_id" uuid,
	"ref_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safeguarding_help_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid,
	"text" text NOT NULL,
	"with_whom" text,
	"room_id" uuid,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"handled_by_id" uuid,
	"handled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safeguarding_help_requests_status_check" CHECK ("safeguarding_help_requests"."status" in ('OPEN', 'IN_PROGRESS', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "teacher_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"declaration_text" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declared_from_ip" text NOT NULL,
	"countries" text[] NOT NULL,
	"document_file_id" uuid,
	"checklist" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refusal_reason" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"verified_until" timestamp with time zone,
	"document_deleted_at" timestamp with time zone,
	"renewal_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_verifications_status_check" CHECK ("teacher_verifications"."status" in ('PENDING', 'APPROVED', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"blocked_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "held_decision" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "held_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "held_decided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deliver_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "teacher_verified_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "safeguarding_responsible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_message_edits" ADD CONSTRAINT "chat_message_edits_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_help_requests" ADD CONSTRAINT "safeguarding_help_requests_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_help_requests" ADD CONSTRAINT "safeguarding_help_requests_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safeguarding_help_requests" ADD CONSTRAINT "safeguarding_help_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_verifications" ADD CONSTRAINT "teacher_verifications_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_verifications" ADD CONSTRAINT "teacher_verifications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_message_edits_message_idx" ON "chat_message_edits" USING btree ("message_id","edited_at");--> statement-breakpoint
CREATE INDEX "safeguarding_audit_created_idx" ON "safeguarding_audit" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "safeguarding_audit_subject_idx" ON "safeguarding_audit" USING btree ("subject_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "safeguarding_help_requests_queue_idx" ON "safeguarding_help_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "teacher_verifications_teacher_idx" ON "teacher_verifications" USING btree ("teacher_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teacher_verifications_status_idx" ON "teacher_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_verifications_one_pending_unique" ON "teacher_verifications" USING btree ("teacher_id") WHERE "teacher_verifications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "user_blocks_user_idx" ON "user_blocks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_held_decided_by_id_users_id_fk" FOREIGN KEY ("held_decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_held_idx" ON "chat_messages" USING btree ("held_at") WHERE "chat_messages"."held_at" is not null and "chat_messages"."held_decision" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_deliver_at_idx" ON "chat_messages" USING btree ("deliver_at") WHERE "chat_messages"."deliver_at" is not null;--> statement-breakpoint
-- The safeguarding audit is append-only: nobody, the application included, edits or deletes a record (issue 72).
CREATE FUNCTION "safeguarding_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'safeguarding_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "safeguarding_audit_no_change" BEFORE UPDATE OR DELETE ON "safeguarding_audit"
  FOR EACH ROW EXECUTE FUNCTION "safeguarding_audit_append_only"();--> statement-breakpoint
-- Demo and existing ADMIN accounts are responsible persons until an ADMIN names others.
UPDATE "users" SET "safeguarding_responsible" = true WHERE "role" = 'ADMIN';
