ALTER TABLE "exams" ADD COLUMN "subject" "subject" DEFAULT 'MATHS' NOT NULL;--> statement-breakpoint
ALTER TABLE "math_concepts" ADD COLUMN "subject" "subject" DEFAULT 'MATHS' NOT NULL;--> statement-breakpoint
CREATE INDEX "math_concepts_subject_idx" ON "math_concepts" USING btree ("subject","type");