ALTER TABLE "documents" DROP CONSTRAINT "documents_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "signing_envelopes" DROP CONSTRAINT "signing_envelopes_business_id_businesses_id_fk";
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE set null ON UPDATE no action;