-- Each hymn's stable name outside this site (a catalogue file's key): an import finds the hymn by
-- it. Existing hymns, and hymns created here, get a made-up one (a UUID, different for each row).
ALTER TABLE "content" ADD COLUMN "external_key" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_external_key_unique" UNIQUE("external_key");