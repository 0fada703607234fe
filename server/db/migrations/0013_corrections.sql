-- Readers' suggested corrections of a hymn's line, and the editors' decisions (src/model/corrections.ts).
CREATE TABLE "correction" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"field" text NOT NULL,
	"line" integer NOT NULL,
	"original" text NOT NULL,
	"suggested" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"applied_revision" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correction_field_check" CHECK ("correction"."field" in ('contentPrimary', 'contentSecondary')),
	CONSTRAINT "correction_status_check" CHECK ("correction"."status" in ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "correction" ADD CONSTRAINT "correction_content_id_content_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "correction_status_created_idx" ON "correction" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "correction_content_idx" ON "correction" USING btree ("content_id");