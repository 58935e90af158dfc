CREATE TABLE "search_lexemes" (
	"campus_id" text NOT NULL,
	"lexeme" text NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_lexemes_campus_id_lexeme_pk" PRIMARY KEY("campus_id","lexeme")
);
--> statement-breakpoint
DROP INDEX "posts_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_lexemes_trgm_idx" ON "search_lexemes" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
-- Counts the lexemes of searchable posts (top-level, type 'post') per campus, once per statement
-- (transition tables): a bulk insert adds each lexeme once, in lexeme order, so concurrent posts
-- lock the same rows in the same order.
CREATE FUNCTION posts_search_lexemes_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (campus_id, lexeme, posts)
  SELECT n.campus_id, l, count(*)::int FROM new_rows n, unnest(tsvector_to_array(n.search_vector)) AS l
  WHERE n.post_commented_on IS NULL AND n.type = 'post' AND n.search_vector IS NOT NULL
  GROUP BY n.campus_id, l ORDER BY n.campus_id, l
  ON CONFLICT (campus_id, lexeme) DO UPDATE SET posts = search_lexemes.posts + excluded.posts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION posts_search_lexemes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_lexemes s SET posts = s.posts - d.n
  FROM (
    SELECT o.campus_id, l, count(*)::int AS n FROM old_rows o, unnest(tsvector_to_array(o.search_vector)) AS l
    WHERE o.post_commented_on IS NULL AND o.type = 'post' AND o.search_vector IS NOT NULL
    GROUP BY o.campus_id, l
  ) d
  WHERE s.campus_id = d.campus_id AND s.lexeme = d.l;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION posts_search_lexemes_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (campus_id, lexeme, posts)
  SELECT campus_id, l, sum(delta)::int FROM (
    SELECT o.campus_id, l, -1 AS delta
    FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(tsvector_to_array(o.search_vector)) AS l
    WHERE o.post_commented_on IS NULL AND o.type = 'post' AND o.search_vector IS NOT NULL
      AND (o.search_vector IS DISTINCT FROM n.search_vector OR o.campus_id IS DISTINCT FROM n.campus_id
        OR o.type IS DISTINCT FROM n.type OR o.post_commented_on IS DISTINCT FROM n.post_commented_on)
    UNION ALL
    SELECT n.campus_id, l, 1 AS delta
    FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) AS l
    WHERE n.post_commented_on IS NULL AND n.type = 'post' AND n.search_vector IS NOT NULL
      AND (o.search_vector IS DISTINCT FROM n.search_vector OR o.campus_id IS DISTINCT FROM n.campus_id
        OR o.type IS DISTINCT FROM n.type OR o.post_commented_on IS DISTINCT FROM n.post_commented_on)
  ) changes
  GROUP BY campus_id, l HAVING sum(delta) <> 0 ORDER BY campus_id, l
  ON CONFLICT (campus_id, lexeme) DO UPDATE SET posts = search_lexemes.posts + excluded.posts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER posts_search_lexemes_insert_trg AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_lexemes_inserted();--> statement-breakpoint
CREATE TRIGGER posts_search_lexemes_delete_trg AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_lexemes_deleted();--> statement-breakpoint
CREATE TRIGGER posts_search_lexemes_update_trg AFTER UPDATE ON posts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION posts_search_lexemes_updated();--> statement-breakpoint
INSERT INTO search_lexemes (campus_id, lexeme, posts)
SELECT p.campus_id, l, count(*)::int FROM posts p, unnest(tsvector_to_array(p.search_vector)) AS l
WHERE p.post_commented_on IS NULL AND p.type = 'post' AND p.search_vector IS NOT NULL
GROUP BY p.campus_id, l;
