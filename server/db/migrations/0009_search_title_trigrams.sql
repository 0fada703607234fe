-- Titles close to a misspelt term (`<%`, trigrams) are looked for in content_search, next to the
-- words, rather than in content's wide rows: a copy of search_title under a trigram index over the
-- visible rows only. The index on content's column goes.
DROP INDEX "content_search_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "content_search" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE content_search cs SET title = coalesce(c.search_title, '') FROM content c WHERE c.content_id = cs.content_id;--> statement-breakpoint
CREATE INDEX "content_search_title_words_trgm_idx" ON "content_search" USING gin ("title" gin_trgm_ops) WHERE visible;--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_search_from_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_search (content_id, visible, title_vector, all_vector, initials, title)
    SELECT NEW.content_id,
           NEW.display_flag = 'Y' AND s.display_flag = 'Y',
           to_tsvector('simple', coalesce(NEW.search_title, '')),
           to_tsvector('simple', coalesce(NEW.search_title, '') || ' ' || coalesce(NEW.search_body, '')),
           coalesce(NEW.search_initials, ''),
           coalesce(NEW.search_title, '')
    FROM sub_category s WHERE s.sub_category_id = NEW.sub_category_id
  ON CONFLICT (content_id) DO UPDATE
    SET visible = excluded.visible, title_vector = excluded.title_vector, all_vector = excluded.all_vector,
        initials = excluded.initials, title = excluded.title;
  RETURN NULL;
END
$$;
