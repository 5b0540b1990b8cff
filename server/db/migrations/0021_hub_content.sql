CREATE TABLE "hub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "hub_categories_kind_name" UNIQUE("kind","name")
);
--> statement-breakpoint
CREATE TABLE "hub_content_loads" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"search_index" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_favorites" (
	"individual_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"business_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_favorites_individual_id_item_id_pk" PRIMARY KEY("individual_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "hub_files" (
	"item_id" integer NOT NULL,
	"role" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "hub_files_item_id_role_pk" PRIMARY KEY("item_id","role")
);
--> statement-breakpoint
CREATE TABLE "hub_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category_id" integer,
	"tags" jsonb NOT NULL,
	"publish_date" date NOT NULL,
	"body_html" text,
	"image_alt_text" text,
	"search_text" text NOT NULL,
	"sha256" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hub_items_kind_slug" UNIQUE("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "hub_favorites" ADD CONSTRAINT "hub_favorites_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_favorites" ADD CONSTRAINT "hub_favorites_item_id_hub_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "hub_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_favorites" ADD CONSTRAINT "hub_favorites_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_files" ADD CONSTRAINT "hub_files_item_id_hub_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "hub_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_items" ADD CONSTRAINT "hub_items_category_id_hub_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "hub_categories"("id") ON DELETE no action ON UPDATE no action;