-- Text near a place, answered by one index (decision 004). Each searchable job's lexemes are also
-- indexed prefixed with the job's cell of a 0.1° grid ("557_376_courier"), so a text + radius search
-- asks for 'cell_word':* over the cells its circle touches and gets only the jobs that have the word
-- there. With the lexemes and the point in separate indexes, PostgreSQL read every job in the circle
-- (16,788 around central Moscow at a million jobs) to test its text, or every job with the word.
-- The search builds the same terms: keep the grid (floor of degrees × 10) in step with search.ts.
CREATE FUNCTION job_geo_terms(search tsvector, lat double precision, lng double precision)
RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(array(
    SELECT floor(lat * 10)::int || '_' || floor(lng * 10)::int || '_' || lexeme
    FROM unnest(tsvector_to_array(search)) AS lexeme
  ))
$$;
--> statement-breakpoint
CREATE INDEX jobs_geo_terms_idx ON jobs USING gin (job_geo_terms(search, lat, lng))
  WHERE status = 'active' AND held_at IS NULL;
