ALTER TABLE "homeworks" ADD COLUMN "solution_image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "solution_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "concept_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "exam_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "homeworks_concept_ids_idx" ON "homeworks" USING gin ("concept_ids");--> statement-breakpoint
CREATE INDEX "homeworks_exam_ids_idx" ON "homeworks" USING gin ("exam_ids");--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.sync_homework_concept_ids() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE homeworks h SET concept_ids = coalesce(
    (SELECT array_agg(hc.concept_id ORDER BY hc.concept_id) FROM homework_concepts hc WHERE hc.homework_id = h.id),
    '{}'::uuid[])
  WHERE h.id IN (SELECT homework_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.sync_homework_exam_ids() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE homeworks h SET exam_ids = coalesce(
    (SELECT array_agg(he.exam_id ORDER BY he.exam_id) FROM homework_exams he WHERE he.homework_id = h.id),
    '{}'::uuid[])
  WHERE h.id IN (SELECT homework_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER homework_concepts_sync_insert AFTER INSERT ON homework_concepts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sync_homework_concept_ids();--> statement-breakpoint
CREATE TRIGGER homework_concepts_sync_delete AFTER DELETE ON homework_concepts
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sync_homework_concept_ids();--> statement-breakpoint
CREATE TRIGGER homework_concepts_sync_update AFTER UPDATE ON homework_concepts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sync_homework_concept_ids();--> statement-breakpoint
CREATE TRIGGER homework_exams_sync_insert AFTER INSERT ON homework_exams
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sync_homework_exam_ids();--> statement-breakpoint
CREATE TRIGGER homework_exams_sync_delete AFTER DELETE ON homework_exams
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sync_homework_exam_ids();--> statement-breakpoint
CREATE TRIGGER homework_exams_sync_update AFTER UPDATE ON homework_exams
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION public.sync_homework_exam_ids();--> statement-breakpoint
UPDATE homeworks h SET concept_ids = coalesce(
  (SELECT array_agg(hc.concept_id ORDER BY hc.concept_id) FROM homework_concepts hc WHERE hc.homework_id = h.id), '{}'::uuid[]),
  exam_ids = coalesce(
  (SELECT array_agg(he.exam_id ORDER BY he.exam_id) FROM homework_exams he WHERE he.homework_id = h.id), '{}'::uuid[]);
