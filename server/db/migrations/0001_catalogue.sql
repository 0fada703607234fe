CREATE TABLE "admin_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer,
	"sub_category_id" integer,
	"search_term" text,
	"result_count" integer,
	"visitor_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_event_kind_check" CHECK ("analytics_event"."kind" in ('content_view', 'audio_play', 'subcategory_view', 'search', 'search_click'))
);
--> statement-breakpoint
CREATE TABLE "category" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"title_primary" text NOT NULL,
	"title_secondary" text DEFAULT '' NOT NULL,
	"content_primary" text DEFAULT '' NOT NULL,
	"content_secondary" text DEFAULT '' NOT NULL,
	"display_flag" text DEFAULT '' NOT NULL,
	"show_secondary" text DEFAULT '' NOT NULL,
	"category_image" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_display_flag_check" CHECK ("category"."display_flag" in ('', 'Y', 'N', 'R')),
	CONSTRAINT "category_show_secondary_check" CHECK ("category"."show_secondary" in ('', 'Y', 'N', 'R'))
);
--> statement-breakpoint
CREATE TABLE "content" (
	"content_id" serial PRIMARY KEY NOT NULL,
	"sub_category_id" integer NOT NULL,
	"title_primary" text NOT NULL,
	"title_secondary" text,
	"content_primary" text DEFAULT '' NOT NULL,
	"content_secondary" text,
	"display_flag" text DEFAULT 'Y' NOT NULL,
	"show_secondary" text DEFAULT 'N' NOT NULL,
	"image_path" text,
	"audio_path" text,
	"video_path" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"book_pg_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_display_flag_check" CHECK ("content"."display_flag" in ('Y', 'N', 'R')),
	CONSTRAINT "content_show_secondary_check" CHECK ("content"."show_secondary" in ('Y', 'N', 'R'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"feedback_text" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"device_info" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "static_page" (
	"page_name" text PRIMARY KEY NOT NULL,
	"title_primary" text NOT NULL,
	"content_primary" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_category" (
	"sub_category_id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"title_primary" text NOT NULL,
	"title_secondary" text,
	"content_primary" text DEFAULT '' NOT NULL,
	"content_secondary" text,
	"display_flag" text DEFAULT 'Y' NOT NULL,
	"show_secondary" text DEFAULT 'N' NOT NULL,
	"sub_category_image" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_category_display_flag_check" CHECK ("sub_category"."display_flag" in ('Y', 'N', 'R')),
	CONSTRAINT "sub_category_show_secondary_check" CHECK ("sub_category"."show_secondary" in ('Y', 'N', 'R'))
);
--> statement-breakpoint
ALTER TABLE "admin_session" ADD CONSTRAINT "admin_session_user_id_admin_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_sub_category_id_sub_category_sub_category_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_category"("sub_category_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_category" ADD CONSTRAINT "sub_category_category_id_category_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("category_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_session_expires_at_idx" ON "admin_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_session_user_idx" ON "admin_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_user_email_lower_idx" ON "admin_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "analytics_event_kind_created_at_idx" ON "analytics_event" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "analytics_event_created_at_idx" ON "analytics_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "category_order_idx" ON "category" USING btree ("display_order","category_id");--> statement-breakpoint
CREATE INDEX "content_sub_category_order_idx" ON "content" USING btree ("sub_category_id","display_order","content_id");--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sub_category_visible_order_idx" ON "sub_category" USING btree ("display_flag","display_order","sub_category_id");--> statement-breakpoint
CREATE INDEX "sub_category_category_idx" ON "sub_category" USING btree ("category_id");