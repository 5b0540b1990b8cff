CREATE TABLE "service_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"told_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "service_status_changes" ADD CONSTRAINT "service_status_changes_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_status_changes_owner" ON "service_status_changes" USING btree ("individual_id","service","id");--> statement-breakpoint
CREATE INDEX "service_status_changes_untold" ON "service_status_changes" USING btree ("id") WHERE "service_status_changes"."told_at" IS NULL;