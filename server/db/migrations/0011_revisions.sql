CREATE TABLE "revision" (
	"revision_id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_key" text NOT NULL,
	"number" integer NOT NULL,
	"record" jsonb NOT NULL,
	"author" text NOT NULL,
	"account_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_kind_check" CHECK ("revision"."kind" in ('content', 'sub_category', 'category', 'static_page'))
);
--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "static_page" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_category" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "revision_record_number_idx" ON "revision" USING btree ("kind","record_key","number");--> statement-breakpoint
-- What a revision keeps of each kind of row: the fields an editor saves, camelCase as the API
-- names them (src/model/revisions.ts), from the row as jsonb (a transition table's row included).
CREATE FUNCTION revision_record(kind text, r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE kind
    WHEN 'content' THEN jsonb_build_object(
      'titlePrimary', r->'title_primary', 'titleSecondary', r->'title_secondary',
      'contentPrimary', r->'content_primary', 'contentSecondary', r->'content_secondary',
      'displayFlag', r->'display_flag', 'showSecondary', r->'show_secondary',
      'imagePath', r->'image_path', 'audioPath', r->'audio_path', 'videoPath', r->'video_path',
      'displayOrder', r->'display_order', 'bookPgNo', r->'book_pg_no', 'subCategoryId', r->'sub_category_id')
    WHEN 'sub_category' THEN jsonb_build_object(
      'titlePrimary', r->'title_primary', 'titleSecondary', r->'title_secondary',
      'contentPrimary', r->'content_primary', 'contentSecondary', r->'content_secondary',
      'displayFlag', r->'display_flag', 'showSecondary', r->'show_secondary',
      'subCategoryImage', r->'sub_category_image', 'displayOrder', r->'display_order', 'categoryId', r->'category_id')
    WHEN 'category' THEN jsonb_build_object(
      'titlePrimary', r->'title_primary', 'titleSecondary', r->'title_secondary',
      'contentPrimary', r->'content_primary', 'contentSecondary', r->'content_secondary',
      'displayFlag', r->'display_flag', 'showSecondary', r->'show_secondary',
      'categoryImage', r->'category_image', 'displayOrder', r->'display_order')
    WHEN 'static_page' THEN jsonb_build_object('titlePrimary', r->'title_primary', 'contentPrimary', r->'content_primary')
  END
$$;
--> statement-breakpoint
-- A row's revision number goes up by one whenever what a revision keeps changes, whoever writes it
-- (a save, an import, SQL by hand); an update of anything else (the search columns) leaves it.
CREATE FUNCTION next_revision_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_revision_number BEFORE UPDATE ON content FOR EACH ROW
  WHEN ((OLD.title_primary, OLD.title_secondary, OLD.content_primary, OLD.content_secondary, OLD.display_flag,
         OLD.show_secondary, OLD.image_path, OLD.audio_path, OLD.video_path, OLD.display_order, OLD.book_pg_no,
         OLD.sub_category_id)
        IS DISTINCT FROM
        (NEW.title_primary, NEW.title_secondary, NEW.content_primary, NEW.content_secondary, NEW.display_flag,
         NEW.show_secondary, NEW.image_path, NEW.audio_path, NEW.video_path, NEW.display_order, NEW.book_pg_no,
         NEW.sub_category_id))
  EXECUTE FUNCTION next_revision_number();
--> statement-breakpoint
CREATE TRIGGER sub_category_revision_number BEFORE UPDATE ON sub_category FOR EACH ROW
  WHEN ((OLD.title_primary, OLD.title_secondary, OLD.content_primary, OLD.content_secondary, OLD.display_flag,
         OLD.show_secondary, OLD.sub_category_image, OLD.display_order, OLD.category_id)
        IS DISTINCT FROM
        (NEW.title_primary, NEW.title_secondary, NEW.content_primary, NEW.content_secondary, NEW.display_flag,
         NEW.show_secondary, NEW.sub_category_image, NEW.display_order, NEW.category_id))
  EXECUTE FUNCTION next_revision_number();
--> statement-breakpoint
CREATE TRIGGER category_revision_number BEFORE UPDATE ON category FOR EACH ROW
  WHEN ((OLD.title_primary, OLD.title_secondary, OLD.content_primary, OLD.content_secondary, OLD.display_flag,
         OLD.show_secondary, OLD.category_image, OLD.display_order)
        IS DISTINCT FROM
        (NEW.title_primary, NEW.title_secondary, NEW.content_primary, NEW.content_secondary, NEW.display_flag,
         NEW.show_secondary, NEW.category_image, NEW.display_order))
  EXECUTE FUNCTION next_revision_number();
--> statement-breakpoint
CREATE TRIGGER static_page_revision_number BEFORE UPDATE ON static_page FOR EACH ROW
  WHEN ((OLD.title_primary, OLD.content_primary) IS DISTINCT FROM (NEW.title_primary, NEW.content_primary))
  EXECUTE FUNCTION next_revision_number();
--> statement-breakpoint
-- After each statement, one revision for each row it created or whose number it raised: set-wise,
-- from the statement's transition tables (an import's batch of 500 hymns is one INSERT here). The
-- author, account and note are what the writer set for its transaction (services/revisions.ts);
-- without them, 'database'. A revision already there (a restore brings a backup's history before
-- its rows) is kept as it is. Arguments: the kind, the key column.
CREATE FUNCTION keep_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  author text := coalesce(nullif(current_setting('revision.author', true), ''), 'database');
  account integer := nullif(current_setting('revision.account', true), '')::integer;
  note text := coalesce(current_setting('revision.note', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO revision (kind, record_key, number, record, author, account_id, note)
         SELECT %1$L, w.%2$I::text, w.revision, revision_record(%1$L, to_jsonb(w)), $1, $2, $3 FROM written w
       ON CONFLICT DO NOTHING', kind, key_column)
      USING author, account, note;
  ELSE
    EXECUTE format(
      'INSERT INTO revision (kind, record_key, number, record, author, account_id, note)
         SELECT %1$L, w.%2$I::text, w.revision, revision_record(%1$L, to_jsonb(w)), $1, $2, $3
         FROM written w JOIN before b ON b.%2$I = w.%2$I WHERE w.revision <> b.revision
       ON CONFLICT DO NOTHING', kind, key_column)
      USING author, account, note;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_revisions_after_insert AFTER INSERT ON content REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('content', 'content_id');--> statement-breakpoint
CREATE TRIGGER content_revisions_after_update AFTER UPDATE ON content REFERENCING OLD TABLE AS before NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('content', 'content_id');--> statement-breakpoint
CREATE TRIGGER sub_category_revisions_after_insert AFTER INSERT ON sub_category REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('sub_category', 'sub_category_id');--> statement-breakpoint
CREATE TRIGGER sub_category_revisions_after_update AFTER UPDATE ON sub_category REFERENCING OLD TABLE AS before NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('sub_category', 'sub_category_id');--> statement-breakpoint
CREATE TRIGGER category_revisions_after_insert AFTER INSERT ON category REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('category', 'category_id');--> statement-breakpoint
CREATE TRIGGER category_revisions_after_update AFTER UPDATE ON category REFERENCING OLD TABLE AS before NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('category', 'category_id');--> statement-breakpoint
CREATE TRIGGER static_page_revisions_after_insert AFTER INSERT ON static_page REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('static_page', 'page_name');--> statement-breakpoint
CREATE TRIGGER static_page_revisions_after_update AFTER UPDATE ON static_page REFERENCING OLD TABLE AS before NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION keep_revisions('static_page', 'page_name');--> statement-breakpoint
-- The rows already here begin their history as they are now.
INSERT INTO revision (kind, record_key, number, record, author)
  SELECT 'category', category_id::text, 1, revision_record('category', to_jsonb(c)), 'before history' FROM category c;--> statement-breakpoint
INSERT INTO revision (kind, record_key, number, record, author)
  SELECT 'sub_category', sub_category_id::text, 1, revision_record('sub_category', to_jsonb(s)), 'before history' FROM sub_category s;--> statement-breakpoint
INSERT INTO revision (kind, record_key, number, record, author)
  SELECT 'content', content_id::text, 1, revision_record('content', to_jsonb(c)), 'before history' FROM content c;--> statement-breakpoint
INSERT INTO revision (kind, record_key, number, record, author)
  SELECT 'static_page', page_name, 1, revision_record('static_page', to_jsonb(p)), 'before history' FROM static_page p;
