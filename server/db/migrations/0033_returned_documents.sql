ALTER TABLE "businesses" ADD COLUMN "state_file_number" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "service_orders"("id") ON DELETE set null ON UPDATE no action;