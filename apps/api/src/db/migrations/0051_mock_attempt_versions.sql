ALTER TABLE "mock_attempts" ADD COLUMN "answer_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_attempts" ADD COLUMN "practice" boolean DEFAULT false NOT NULL;