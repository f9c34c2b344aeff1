CREATE TABLE "realtime_cursors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_deliveries" (
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"source_event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_deliveries_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
ALTER TABLE "realtime_cursors" ADD CONSTRAINT "realtime_cursors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_deliveries" ADD CONSTRAINT "realtime_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "realtime_deliveries_source_idx" ON "realtime_deliveries" USING btree ("source_event_id","user_id","event");--> statement-breakpoint
CREATE INDEX "realtime_deliveries_created_idx" ON "realtime_deliveries" USING btree ("created_at");