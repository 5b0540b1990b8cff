CREATE TABLE "business_amendments" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"individual_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"previous" jsonb,
	"submitted_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_amendments" ADD CONSTRAINT "business_amendments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_amendments" ADD CONSTRAINT "business_amendments_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_amendments_business" ON "business_amendments" USING btree ("business_id","id");