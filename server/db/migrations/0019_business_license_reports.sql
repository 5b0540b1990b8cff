CREATE TABLE "business_license_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"report" jsonb,
	"document_id" integer,
	"prepared_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_license_reports" ADD CONSTRAINT "business_license_reports_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_license_reports" ADD CONSTRAINT "business_license_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_license_reports" ADD CONSTRAINT "business_license_reports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_license_reports_owner" ON "business_license_reports" USING btree ("individual_id","id");