CREATE TABLE "checkout_package_products" (
	"state" text NOT NULL,
	"tier" text NOT NULL,
	"product_name" text NOT NULL,
	"position" integer NOT NULL,
	"optional" boolean NOT NULL,
	"standard_time" integer NOT NULL,
	"expedited_time" integer NOT NULL,
	CONSTRAINT "checkout_package_products_state_tier_product_name_pk" PRIMARY KEY("state","tier","product_name")
);
--> statement-breakpoint
CREATE TABLE "checkout_products" (
	"price_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"unit_price" integer NOT NULL,
	"subscription_interval" text,
	"optional" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_products_product_id" UNIQUE("product_id"),
	CONSTRAINT "checkout_products_state_name" UNIQUE("state","name")
);
--> statement-breakpoint
ALTER TABLE "checkout_package_products" ADD CONSTRAINT "checkout_package_products_product_fk" FOREIGN KEY ("state","product_name") REFERENCES "checkout_products"("state","name") ON DELETE no action ON UPDATE no action;