-- search_word holds every word search can find (the lexemes of content.search_vector), where a
-- misspelt word of a term looks for its near spellings. Triggers keep it, whoever writes content
-- (the seed, the admin, SQL by hand). Words are only added: a word no content holds any more only
-- costs a row (a correction to it finds nothing); a full reindex (reindexSearch) rebuilds the list.
CREATE FUNCTION search_words_from_changed_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word (word)
    SELECT DISTINCT lexeme FROM changed_content, unnest(changed_content.search_vector)
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER content_search_words_after_insert AFTER INSERT ON content
  REFERENCING NEW TABLE AS changed_content FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_changed_content();
--> statement-breakpoint
CREATE TRIGGER content_search_words_after_update AFTER UPDATE ON content
  REFERENCING NEW TABLE AS changed_content FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_changed_content();
--> statement-breakpoint
INSERT INTO search_word (word) SELECT DISTINCT lexeme FROM content, unnest(content.search_vector) ON CONFLICT (word) DO NOTHING;
