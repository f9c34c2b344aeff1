CREATE TYPE "public"."game_type" AS ENUM('NumberLine', 'NumberComparison');--> statement-breakpoint
CREATE TABLE "homework_answer_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"homework_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_progress" (
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"level_index" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_progress_user_id_game_id_level_index_pk" PRIMARY KEY("user_id","game_id","level_index")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "game_type" NOT NULL,
	"name" text NOT NULL,
	"premium_from_level" integer,
	"levels" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_premium_from_level_positive" CHECK ("games"."premium_from_level" is null or "games"."premium_from_level" >= 1)
);
--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "answer_key" jsonb;--> statement-breakpoint
ALTER TABLE "homework_answer_attempts" ADD CONSTRAINT "homework_answer_attempts_homework_id_homeworks_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homeworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_answer_attempts" ADD CONSTRAINT "homework_answer_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_answer_attempts_user_homework_idx" ON "homework_answer_attempts" USING btree ("user_id","homework_id","created_at");--> statement-breakpoint
CREATE INDEX "game_progress_game_idx" ON "game_progress" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_created_idx" ON "games" USING btree ("created_at");