-- An import of 100,000 hymns took six minutes, its database backend at a full core: content_search
-- was written a row at a time (a trigger per row), and content carried a weighted full-text vector
-- (computed for every row, with a GIN index) that only fed search_word. Now one statement writes
-- the content_search rows of all the rows a statement wrote, and search_word takes its words from
-- those rows in the same statement (in order, so two imports' writers never wait on each other in
-- a circle); the vector and its index go.
DROP TRIGGER content_search_after_insert ON content;--> statement-breakpoint
DROP TRIGGER content_search_after_update ON content;--> statement-breakpoint
DROP TRIGGER content_search_words_after_insert ON content;--> statement-breakpoint
DROP TRIGGER content_search_words_after_update ON content;--> statement-breakpoint
DROP FUNCTION content_search_from_content();--> statement-breakpoint
DROP FUNCTION search_words_from_changed_content();--> statement-breakpoint
DROP INDEX "content_search_vector_idx";--> statement-breakpoint
ALTER TABLE "content" DROP COLUMN "search_vector";--> statement-breakpoint
CREATE FUNCTION content_search_from_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH made AS (
      INSERT INTO content_search (content_id, visible, title_vector, all_vector, initials, title, first_line_vector)
        SELECT w.content_id, w.display_flag = 'Y' AND s.display_flag = 'Y',
               to_tsvector('simple', coalesce(w.search_title, '')),
               to_tsvector('simple', coalesce(w.search_title, '') || ' ' || coalesce(w.search_body, '')),
               coalesce(w.search_initials, ''), coalesce(w.search_title, ''),
               to_tsvector('simple', coalesce(w.search_first_line, ''))
        FROM written w JOIN sub_category s ON s.sub_category_id = w.sub_category_id
        -- In the order they were written: search lists the rest of the matches in this order.
        ORDER BY w.content_id
      ON CONFLICT (content_id) DO UPDATE
        SET visible = excluded.visible, title_vector = excluded.title_vector, all_vector = excluded.all_vector,
            initials = excluded.initials, title = excluded.title, first_line_vector = excluded.first_line_vector
      RETURNING all_vector)
    INSERT INTO search_word (word) SELECT DISTINCT lexeme FROM made, unnest(made.all_vector) ORDER BY lexeme ON CONFLICT (word) DO NOTHING;
  ELSE
    -- Only the rows whose search columns, flag or sub-category changed (a save of the same text writes nothing here).
    WITH made AS (
      INSERT INTO content_search (content_id, visible, title_vector, all_vector, initials, title, first_line_vector)
        SELECT w.content_id, w.display_flag = 'Y' AND s.display_flag = 'Y',
               to_tsvector('simple', coalesce(w.search_title, '')),
               to_tsvector('simple', coalesce(w.search_title, '') || ' ' || coalesce(w.search_body, '')),
               coalesce(w.search_initials, ''), coalesce(w.search_title, ''),
               to_tsvector('simple', coalesce(w.search_first_line, ''))
        FROM written w JOIN before b ON b.content_id = w.content_id JOIN sub_category s ON s.sub_category_id = w.sub_category_id
        WHERE (w.search_title, w.search_body, w.search_initials, w.search_first_line, w.display_flag, w.sub_category_id)
              IS DISTINCT FROM (b.search_title, b.search_body, b.search_initials, b.search_first_line, b.display_flag, b.sub_category_id)
        ORDER BY w.content_id
      ON CONFLICT (content_id) DO UPDATE
        SET visible = excluded.visible, title_vector = excluded.title_vector, all_vector = excluded.all_vector,
            initials = excluded.initials, title = excluded.title, first_line_vector = excluded.first_line_vector
      RETURNING all_vector)
    INSERT INTO search_word (word) SELECT DISTINCT lexeme FROM made, unnest(made.all_vector) ORDER BY lexeme ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_search_after_insert AFTER INSERT ON content REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION content_search_from_written();--> statement-breakpoint
CREATE TRIGGER content_search_after_update AFTER UPDATE ON content REFERENCING OLD TABLE AS before NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION content_search_from_written();
