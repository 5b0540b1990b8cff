CREATE TABLE "annual_report_filings" (
	"individual_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"due_on" date,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annual_report_filings" ADD CONSTRAINT "annual_report_filings_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_report_filings" ADD CONSTRAINT "annual_report_filings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;