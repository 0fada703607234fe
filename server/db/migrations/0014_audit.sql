-- The audit trail: who did what in the admin area (src/model/audit.ts), pruned after AUDIT_RETENTION_DAYS.
CREATE TABLE "audit_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"subject_id" integer,
	"summary" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "audit_event_kind_check" CHECK ("audit_event"."kind" in ('signIn', 'signInRefused', 'save', 'hide', 'restore', 'import', 'reindex', 'refresh', 'correctionAccepted', 'correctionRejected'))
);
--> statement-breakpoint
CREATE INDEX "audit_event_at_idx" ON "audit_event" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_event_actor_idx" ON "audit_event" USING btree ("actor","id");--> statement-breakpoint
CREATE INDEX "audit_event_kind_idx" ON "audit_event" USING btree ("kind","id");