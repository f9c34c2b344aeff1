ALTER TABLE "exams" ADD COLUMN "subject" "subject" DEFAULT 'MATHS' NOT NULL;--> statement-breakpoint
ALTER TABLE "math_concepts" ADD COLUMN "subject" "subject" DEFAULT 'MATHS' NOT NULL;--> statement-breakpoint
CREATE INDEX "math_concepts_subject_idx" ON "math_concepts" USING btree ("subject","type");--> statement-breakpoint
-- A task's subject (issue 73) filters and counts in the catalogue: changing it is a change of shape.
CREATE OR REPLACE FUNCTION public.record_homework_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (SELECT count(*) FROM changed_rows) > 1000 THEN
      INSERT INTO catalogue_changes (table_name, row_id, kind) VALUES (TG_TABLE_NAME, NULL, 'shape');
      RETURN NULL;
    END IF;
    INSERT INTO catalogue_changes (table_name, row_id, kind, ratings_avg, ratings_count)
    SELECT TG_TABLE_NAME, n.id,
      CASE
        WHEN n.status <> 'PUBLIC' AND o.status <> 'PUBLIC' THEN 'card'
        WHEN (n.status, n.level, n.closed, n.solution_formats, n.type_id, n.author_id, n.concept_ids, n.exam_ids,
              n.requirements, n.created_at, n.search_text, n.subject)
          IS DISTINCT FROM (o.status, o.level, o.closed, o.solution_formats, o.type_id, o.author_id, o.concept_ids,
              o.exam_ids, o.requirements, o.created_at, o.search_text, o.subject) THEN 'shape'
        WHEN (n.ratings_avg, n.ratings_count) IS DISTINCT FROM (o.ratings_avg, o.ratings_count) THEN 'rating'
        ELSE 'card'
      END,
      n.ratings_avg, n.ratings_count
    FROM changed_rows n JOIN previous_rows o ON o.id = n.id;
  ELSIF (SELECT count(*) FROM changed_rows) > 1000 THEN
    INSERT INTO catalogue_changes (table_name, row_id, kind) VALUES (TG_TABLE_NAME, NULL, 'shape');
  ELSE
    INSERT INTO catalogue_changes (table_name, row_id, kind)
    SELECT TG_TABLE_NAME, id, CASE WHEN status = 'PUBLIC' THEN 'shape' ELSE 'card' END FROM changed_rows;
  END IF;
  RETURN NULL;
END
$$;
