-- The catalogue's change feed (issue 34), instead of the one revision row every catalogue write updated (a hot
-- row that serialized the writes and, moving with every rating, invalidated every node's snapshot at once).
-- Each statement that changes what the catalogue shows appends the rows it changed, named, with what kind of
-- change it is: 'shape' (a task published, edited, withdrawn or deleted; a concept, type, exam or book changed):
-- the snapshot and the word index must follow (links of tasks to concepts and exams show as the task's own
-- change: its concept_ids and exam_ids follow them, migration 0005); 'rating' (a task's ratings_avg/ratings_count, carried with the
-- change): applied to the snapshot in place; 'card' (anything else a card or a task page shows; a draft's changes; books): only results
-- reused across requests expire. A statement that changes more than 1 000 rows appends one 'shape' change
-- without a row. Inserts take a number from a sequence and never wait for each other.
DROP TRIGGER IF EXISTS homeworks_bump_revision ON homeworks;--> statement-breakpoint
DROP TRIGGER IF EXISTS homework_answers_bump_revision ON homework_answers;--> statement-breakpoint
DROP TRIGGER IF EXISTS solution_steps_bump_revision ON solution_steps;--> statement-breakpoint
DROP TRIGGER IF EXISTS homework_concepts_bump_revision ON homework_concepts;--> statement-breakpoint
DROP TRIGGER IF EXISTS homework_exams_bump_revision ON homework_exams;--> statement-breakpoint
DROP TRIGGER IF EXISTS math_concepts_bump_revision ON math_concepts;--> statement-breakpoint
DROP TRIGGER IF EXISTS homework_types_bump_revision ON homework_types;--> statement-breakpoint
DROP TRIGGER IF EXISTS exams_bump_revision ON exams;--> statement-breakpoint
DROP TRIGGER IF EXISTS books_bump_revision ON books;--> statement-breakpoint
DROP TRIGGER IF EXISTS book_nodes_bump_revision ON book_nodes;--> statement-breakpoint
DROP FUNCTION IF EXISTS public.bump_catalogue_revision();--> statement-breakpoint
DROP TABLE IF EXISTS "catalogue_revision";--> statement-breakpoint
CREATE TABLE "catalogue_changes" (
  "seq" bigserial PRIMARY KEY,
  "table_name" text NOT NULL,
  "row_id" uuid,
  "kind" text NOT NULL CHECK ("kind" IN ('shape', 'rating', 'card')),
  "ratings_avg" numeric(3, 2),
  "ratings_count" integer,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "catalogue_changes_created_idx" ON "catalogue_changes" USING btree ("created_at");--> statement-breakpoint
-- Tasks: what changed decides the kind. TG_ARGV: none.
CREATE FUNCTION public.record_homework_changes() RETURNS trigger
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
              n.created_at, n.search_text)
          IS DISTINCT FROM (o.status, o.level, o.closed, o.solution_formats, o.type_id, o.author_id, o.concept_ids,
              o.exam_ids, o.created_at, o.search_text) THEN 'shape'
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
$$;--> statement-breakpoint
-- Other tables: TG_ARGV[0] is the column naming the row (the task of an answer, a step or a link), TG_ARGV[1]
-- the kind of their changes.
CREATE FUNCTION public.record_catalogue_changes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed_rows) > 1000 THEN
    INSERT INTO catalogue_changes (table_name, row_id, kind) VALUES (TG_TABLE_NAME, NULL, 'shape');
  ELSE
    EXECUTE format(
      'INSERT INTO catalogue_changes (table_name, row_id, kind) SELECT DISTINCT %L, %I, %L FROM changed_rows',
      TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER homeworks_changes_insert AFTER INSERT ON homeworks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_homework_changes();--> statement-breakpoint
CREATE TRIGGER homeworks_changes_update AFTER UPDATE ON homeworks
  REFERENCING NEW TABLE AS changed_rows OLD TABLE AS previous_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_homework_changes();--> statement-breakpoint
CREATE TRIGGER homeworks_changes_delete AFTER DELETE ON homeworks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_homework_changes();--> statement-breakpoint
CREATE TRIGGER homework_answers_changes_insert AFTER INSERT ON homework_answers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_answers_changes_update AFTER UPDATE ON homework_answers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_answers_changes_delete AFTER DELETE ON homework_answers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER solution_steps_changes_insert AFTER INSERT ON solution_steps REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER solution_steps_changes_update AFTER UPDATE ON solution_steps REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER solution_steps_changes_delete AFTER DELETE ON solution_steps REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_concepts_changes_insert AFTER INSERT ON homework_concepts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_concepts_changes_update AFTER UPDATE ON homework_concepts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_concepts_changes_delete AFTER DELETE ON homework_concepts REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_exams_changes_insert AFTER INSERT ON homework_exams REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_exams_changes_update AFTER UPDATE ON homework_exams REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER homework_exams_changes_delete AFTER DELETE ON homework_exams REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('homework_id', 'card');--> statement-breakpoint
CREATE TRIGGER math_concepts_changes_insert AFTER INSERT ON math_concepts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER math_concepts_changes_update AFTER UPDATE ON math_concepts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER math_concepts_changes_delete AFTER DELETE ON math_concepts REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER homework_types_changes_insert AFTER INSERT ON homework_types REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER homework_types_changes_update AFTER UPDATE ON homework_types REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER homework_types_changes_delete AFTER DELETE ON homework_types REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER exams_changes_insert AFTER INSERT ON exams REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER exams_changes_update AFTER UPDATE ON exams REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER exams_changes_delete AFTER DELETE ON exams REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'shape');--> statement-breakpoint
CREATE TRIGGER books_changes_insert AFTER INSERT ON books REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'card');--> statement-breakpoint
CREATE TRIGGER books_changes_update AFTER UPDATE ON books REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'card');--> statement-breakpoint
CREATE TRIGGER books_changes_delete AFTER DELETE ON books REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'card');--> statement-breakpoint
CREATE TRIGGER book_nodes_changes_insert AFTER INSERT ON book_nodes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'card');--> statement-breakpoint
CREATE TRIGGER book_nodes_changes_update AFTER UPDATE ON book_nodes REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'card');--> statement-breakpoint
CREATE TRIGGER book_nodes_changes_delete AFTER DELETE ON book_nodes REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.record_catalogue_changes('id', 'card');
