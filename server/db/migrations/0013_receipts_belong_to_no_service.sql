ALTER TABLE "documents" ALTER COLUMN "product_key" DROP NOT NULL;--> statement-breakpoint
-- Receipts moved into the store before this migration were filed under their first service.
UPDATE "documents" SET "product_key" = NULL WHERE "id" IN (SELECT "document_id" FROM "invoice_receipts" WHERE "document_id" IS NOT NULL);
