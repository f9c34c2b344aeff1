CREATE OR REPLACE FUNCTION public.record_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER homeworks_record_search_words
  AFTER INSERT OR UPDATE OF search_text ON homeworks
  FOR EACH ROW EXECUTE FUNCTION public.record_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM homeworks, regexp_split_to_table(homeworks.search_text, '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;
