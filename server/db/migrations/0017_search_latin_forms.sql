-- Search's Latin forms changed (server/services/search-text.ts and normalizeLatin: a final 'a' said
-- or not, an inner 'a', a nasal as m or n, a final visarga, ai/e, au/o; a Sanskrit reading and a
-- reading without a final nasal of every Devanagari word). Every row's search columns are made again
-- by the server's start-up backfill (reindexSearch, onlyMissing), which recomputes rows missing
-- search_first_line. The trigger is held while the column is cleared, so that search keeps its old
-- vectors meanwhile instead of losing every first line at once; the list of known words is emptied
-- and filled again by the trigger as the backfill writes each row.
ALTER TABLE content DISABLE TRIGGER content_search_after_update;--> statement-breakpoint
UPDATE content SET search_first_line = NULL;--> statement-breakpoint
ALTER TABLE content ENABLE TRIGGER content_search_after_update;--> statement-breakpoint
DELETE FROM search_word;
