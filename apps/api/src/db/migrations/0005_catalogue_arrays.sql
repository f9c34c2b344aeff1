ALTER TABLE "homeworks" ADD COLUMN "solution_image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "solution_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "concept_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "exam_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "homeworks_concept_ids_idx" ON "homeworks" USING gin ("concept_ids");--> statement-breakpoint
CREATE INDEX "homeworks_exam_ids_idx" ON "homeworks" USING gin ("exam_ids");--> statement-breakpoint
-- Facet counts read only these columns: an index-only scan of this narrow index instead of the wide rows.
CREATE INDEX IF NOT EXISTS "homeworks_facets_idx" ON "homeworks" ("status")
  INCLUDE ("level", "closed", "type_id", "author_id", "ratings_avg", "solution_formats", "concept_ids", "exam_ids", "admin_review_status");--> statement-breakpoint
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
--> statement-breakpoint
-- One row whose revision moves in the same transaction as any change to what the catalogue shows:
-- reused results are keyed by it, so every API node stops serving them the moment a change commits.
CREATE TABLE IF NOT EXISTS "catalogue_revision" ("id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "revision" bigint NOT NULL DEFAULT 0);--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bump_catalogue_revision() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER homeworks_bump_revision AFTER INSERT OR UPDATE OR DELETE ON homeworks
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER homework_answers_bump_revision AFTER INSERT OR UPDATE OR DELETE ON homework_answers
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER solution_steps_bump_revision AFTER INSERT OR UPDATE OR DELETE ON solution_steps
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER homework_concepts_bump_revision AFTER INSERT OR UPDATE OR DELETE ON homework_concepts
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER homework_exams_bump_revision AFTER INSERT OR UPDATE OR DELETE ON homework_exams
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER math_concepts_bump_revision AFTER INSERT OR UPDATE OR DELETE ON math_concepts
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER homework_types_bump_revision AFTER INSERT OR UPDATE OR DELETE ON homework_types
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER exams_bump_revision AFTER INSERT OR UPDATE OR DELETE ON exams
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();
