-- A hymn that begins with the term ranks right after those with it in their titles (a bhajan is
-- remembered by its first line, its mukhda): content keeps its first line's words in
-- search_first_line (search-text.ts; the server's start-up backfill fills the rows this migration
-- finds without), and content_search copies them as a vector under a GIN index over the visible rows.
ALTER TABLE "content" ADD COLUMN "search_first_line" text;--> statement-breakpoint
ALTER TABLE "content_search" ADD COLUMN "first_line_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "content_search_first_line_idx" ON "content_search" USING gin ("first_line_vector") WHERE visible;--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_search_from_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_search (content_id, visible, title_vector, all_vector, initials, title, first_line_vector)
    SELECT NEW.content_id,
           NEW.display_flag = 'Y' AND s.display_flag = 'Y',
           to_tsvector('simple', coalesce(NEW.search_title, '')),
           to_tsvector('simple', coalesce(NEW.search_title, '') || ' ' || coalesce(NEW.search_body, '')),
           coalesce(NEW.search_initials, ''),
           coalesce(NEW.search_title, ''),
           to_tsvector('simple', coalesce(NEW.search_first_line, ''))
    FROM sub_category s WHERE s.sub_category_id = NEW.sub_category_id
  ON CONFLICT (content_id) DO UPDATE
    SET visible = excluded.visible, title_vector = excluded.title_vector, all_vector = excluded.all_vector,
        initials = excluded.initials, title = excluded.title, first_line_vector = excluded.first_line_vector;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER content_search_after_update ON content;--> statement-breakpoint
CREATE TRIGGER content_search_after_update AFTER UPDATE ON content FOR EACH ROW
  WHEN (OLD.search_title IS DISTINCT FROM NEW.search_title OR OLD.search_body IS DISTINCT FROM NEW.search_body
        OR OLD.search_initials IS DISTINCT FROM NEW.search_initials OR OLD.search_first_line IS DISTINCT FROM NEW.search_first_line
        OR OLD.display_flag IS DISTINCT FROM NEW.display_flag OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id)
  EXECUTE FUNCTION content_search_from_content();
