CREATE TABLE "purchase_claims" (
	"individual_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"purchase_key" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_claims_individual_id_product_name_pk" PRIMARY KEY("individual_id","product_name")
);
--> statement-breakpoint
ALTER TABLE "purchase_claims" ADD CONSTRAINT "purchase_claims_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;