-- content_search: what search reads, one narrow row per content (server/services/search.ts). Triggers
-- keep it, whoever writes content or sub-categories (the admin, an import, a restore, SQL by hand):
-- a content's row follows its search columns, its flag and its sub-category; a sub-category's flag
-- changes the visibility of its content's rows. The GIN indexes hold the visible rows only.
CREATE TABLE "content_search" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"all_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_search" ADD CONSTRAINT "content_search_content_id_content_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_search_title_idx" ON "content_search" USING gin ("title_vector") WHERE visible;--> statement-breakpoint
CREATE INDEX "content_search_all_idx" ON "content_search" USING gin ("all_vector") WHERE visible;--> statement-breakpoint
CREATE FUNCTION content_search_from_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_search (content_id, visible, title_vector, all_vector)
    SELECT NEW.content_id,
           NEW.display_flag = 'Y' AND s.display_flag = 'Y',
           to_tsvector('simple', coalesce(NEW.search_title, '')),
           to_tsvector('simple', coalesce(NEW.search_title, '') || ' ' || coalesce(NEW.search_body, ''))
    FROM sub_category s WHERE s.sub_category_id = NEW.sub_category_id
  ON CONFLICT (content_id) DO UPDATE
    SET visible = excluded.visible, title_vector = excluded.title_vector, all_vector = excluded.all_vector;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_search_after_insert AFTER INSERT ON content
  FOR EACH ROW EXECUTE FUNCTION content_search_from_content();
--> statement-breakpoint
CREATE TRIGGER content_search_after_update AFTER UPDATE ON content FOR EACH ROW
  WHEN (OLD.search_title IS DISTINCT FROM NEW.search_title OR OLD.search_body IS DISTINCT FROM NEW.search_body
        OR OLD.display_flag IS DISTINCT FROM NEW.display_flag OR OLD.sub_category_id IS DISTINCT FROM NEW.sub_category_id)
  EXECUTE FUNCTION content_search_from_content();
--> statement-breakpoint
CREATE FUNCTION content_search_from_sub_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_search cs SET visible = (c.display_flag = 'Y' AND NEW.display_flag = 'Y')
    FROM content c
    WHERE c.content_id = cs.content_id AND c.sub_category_id = NEW.sub_category_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_search_after_sub_category_update AFTER UPDATE ON sub_category FOR EACH ROW
  WHEN (OLD.display_flag IS DISTINCT FROM NEW.display_flag)
  EXECUTE FUNCTION content_search_from_sub_category();
--> statement-breakpoint
INSERT INTO content_search (content_id, visible, title_vector, all_vector)
  SELECT c.content_id,
         c.display_flag = 'Y' AND s.display_flag = 'Y',
         to_tsvector('simple', coalesce(c.search_title, '')),
         to_tsvector('simple', coalesce(c.search_title, '') || ' ' || coalesce(c.search_body, ''))
  FROM content c JOIN sub_category s ON s.sub_category_id = c.sub_category_id;
--> statement-breakpoint
ANALYZE content_search;
