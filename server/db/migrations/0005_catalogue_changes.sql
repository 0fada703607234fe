-- What visitors see changes when an editor saves (or a script, or SQL by hand, changes a row):
-- updated_at says when (the sitemap's lastmod), and a notification on the channel
-- bhajan_sangrah_catalogue_changed tells every server instance to drop the pages and answers it
-- keeps that show what changed (server/services/cache.ts).

-- updated_at moves only when something visitors can see changed: not for a reindex (the search
-- columns), nor for a save that changed nothing, whatever the statement set it to.
CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unseen CONSTANT text[] := ARRAY['updated_at', 'search_title', 'search_body', 'search_vector'];
BEGIN
  IF (to_jsonb(NEW) - unseen) IS DISTINCT FROM (to_jsonb(OLD) - unseen) THEN
    NEW.updated_at := now();
  ELSE
    NEW.updated_at := OLD.updated_at;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER category_touch_updated_at BEFORE UPDATE ON category FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER sub_category_touch_updated_at BEFORE UPDATE ON sub_category FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER content_touch_updated_at BEFORE UPDATE ON content FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER static_page_touch_updated_at BEFORE UPDATE ON static_page FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint

-- One notification per statement (and PostgreSQL sends a transaction's identical ones once, at
-- commit): for content, the hymns and the sub-categories whose pages changed, or `"all": true`
-- when there are too many to name; for the other tables, the table alone (their rows are on
-- every page: the navigation lists the sub-categories).
CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unseen CONSTANT text[] := ARRAY['updated_at', 'search_title', 'search_body', 'search_vector'];
  payload text;
  touched integer;
BEGIN
  IF TG_TABLE_NAME <> 'content' THEN
    PERFORM pg_notify('bhajan_sangrah_catalogue_changed', json_build_object('table', TG_TABLE_NAME)::text);
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('bhajan_sangrah_catalogue_changed', json_build_object('table', 'content', 'all', true)::text);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Only the rows whose visible columns changed: a reindex (the search columns) or a save that
    -- changed nothing must not empty every instance's cache. A hymn moved to another
    -- sub-category changes both sub-categories' pages, hence the old row's too.
    SELECT count(*),
        json_build_object(
          'table', 'content',
          'ids', json_agg(DISTINCT seen.content_id),
          'subCategoryIds', json_agg(DISTINCT seen.sub_category_id))::text
      INTO touched, payload
      FROM changed_rows n JOIN old_rows o USING (content_id)
      CROSS JOIN LATERAL (VALUES (n.content_id, n.sub_category_id), (o.content_id, o.sub_category_id))
        AS seen (content_id, sub_category_id)
      WHERE (to_jsonb(n) - unseen) IS DISTINCT FROM (to_jsonb(o) - unseen);
    IF touched = 0 THEN
      RETURN NULL;
    END IF;
  ELSE
    SELECT count(*) INTO touched FROM changed_rows;
    IF touched = 0 THEN
      RETURN NULL;
    END IF;
    SELECT json_build_object(
        'table', 'content',
        'ids', json_agg(DISTINCT content_id),
        'subCategoryIds', coalesce(json_agg(DISTINCT sub_category_id) FILTER (WHERE sub_category_id IS NOT NULL), '[]'::json))::text
      INTO payload
      FROM changed_rows;
  END IF;
  -- A notification holds at most 8000 bytes: a large import names no hymns.
  IF octet_length(payload) > 7000 THEN
    payload := json_build_object('table', 'content', 'all', true)::text;
  END IF;
  PERFORM pg_notify('bhajan_sangrah_catalogue_changed', payload);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_changed_after_insert AFTER INSERT ON content
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER content_changed_after_update AFTER UPDATE ON content
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER content_changed_after_delete AFTER DELETE ON content
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER sub_category_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_category
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER category_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER static_page_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON static_page
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER content_truncated AFTER TRUNCATE ON content
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
