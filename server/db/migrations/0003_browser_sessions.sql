CREATE TABLE "browser_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"browser_agent" text DEFAULT '' NOT NULL,
	"individual_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_answers" DROP CONSTRAINT "page_answers_individual_id_page_id_pk";--> statement-breakpoint
ALTER TABLE "page_answers" ALTER COLUMN "individual_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "page_answers" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "browser_sessions" ADD CONSTRAINT "browser_sessions_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_answers" ADD CONSTRAINT "page_answers_session_id_browser_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "browser_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_answers_individual_page" ON "page_answers" USING btree ("individual_id","page_id") WHERE "page_answers"."individual_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "page_answers_session_page" ON "page_answers" USING btree ("session_id","page_id") WHERE "page_answers"."session_id" is not null;--> statement-breakpoint
ALTER TABLE "page_answers" ADD CONSTRAINT "page_answers_one_owner" CHECK (("page_answers"."individual_id" is null) <> ("page_answers"."session_id" is null));