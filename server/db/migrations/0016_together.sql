-- Sing together: rooms a leader leads and phones follow (src/model/together.ts), and how many follow on each instance.
CREATE TABLE "together_presence" (
	"code" text NOT NULL,
	"instance" text NOT NULL,
	"followers" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "together_presence_code_instance_pk" PRIMARY KEY("code","instance")
);
--> statement-breakpoint
CREATE TABLE "together_room" (
	"code" text PRIMARY KEY NOT NULL,
	"leader_secret_hash" text NOT NULL,
	"hymns" integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"stanza" integer DEFAULT 0 NOT NULL,
	"blank" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"pin_hash" text,
	"pin_expires_at" timestamp with time zone,
	"pin_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "together_room_expires_idx" ON "together_room" USING btree ("expires_at");