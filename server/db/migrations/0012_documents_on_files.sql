ALTER TABLE "documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ALTER COLUMN "pdf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_key_unique" UNIQUE("file_key");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_bytes_kept" CHECK ("documents"."file_key" is not null or "documents"."content" is not null);--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_pdf_kept" CHECK ("invoice_receipts"."document_id" is not null or "invoice_receipts"."pdf" is not null);