-- search_words holds the distinct words of titles, companies and categories; the C collation makes a
-- prefix a btree range. Quotes and backslashes are left out so that every word is a safe tsquery lexeme.
CREATE FUNCTION jobs_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.title || ' ' || NEW.company_name || ' ' || NEW.category))) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[''\\]'
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_collect_search_words
AFTER INSERT OR UPDATE OF title, company_name, category ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_collect_search_words();
