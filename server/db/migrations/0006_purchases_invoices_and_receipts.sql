CREATE TABLE "invoice_lines" (
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_name" text NOT NULL,
	"price_id" text NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoice_receipts" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"purchase_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_intent_id" text,
	"description" text NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"billed_to" jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_purchase_key_unique" UNIQUE("purchase_key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"price_id" text NOT NULL,
	"product_name" text NOT NULL,
	"payment_method_id" text,
	"status" text NOT NULL,
	"renews_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_individual_price" UNIQUE("individual_id","price_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_price_id_checkout_products_price_id_fk" FOREIGN KEY ("price_id") REFERENCES "checkout_products"("price_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_receipts" ADD CONSTRAINT "invoice_receipts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_id_checkout_products_price_id_fk" FOREIGN KEY ("price_id") REFERENCES "checkout_products"("price_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_individual_id" ON "invoices" USING btree ("individual_id");