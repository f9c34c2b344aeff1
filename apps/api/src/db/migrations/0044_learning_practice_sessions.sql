CREATE TABLE "learning_session_items" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"homework_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"correct" boolean,
	"answered_at" timestamp with time zone,
	CONSTRAINT "learning_session_items_session_id_position_pk" PRIMARY KEY("session_id","position"),
	CONSTRAINT "learning_session_items_reason_check" CHECK ("learning_session_items"."reason" in ('due', 'weak', 'new'))
);
--> statement-breakpoint
CREATE TABLE "learning_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_session_items" ADD CONSTRAINT "learning_session_items_session_id_learning_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."learning_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD CONSTRAINT "learning_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_sessions_user_created_idx" ON "learning_sessions" USING btree ("user_id","created_at");