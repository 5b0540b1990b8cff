CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer,
	"business_name" text NOT NULL,
	"name_key" text NOT NULL,
	"legal_identifier" text,
	"official_business_name" text,
	"business_type" text DEFAULT 'LLC' NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registered_agent" jsonb,
	"business_class" text,
	"status" text NOT NULL,
	"service_filing" text DEFAULT 'standard' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_statuses" (
	"individual_id" integer NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_statuses_individual_id_service_pk" PRIMARY KEY("individual_id","service")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_statuses" ADD CONSTRAINT "service_statuses_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_state_name_key" ON "businesses" USING btree ("state_code","name_key");--> statement-breakpoint
CREATE INDEX "businesses_individual_id" ON "businesses" USING btree ("individual_id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_registered_elsewhere_name" ON "businesses" USING btree ("state_code","name_key") WHERE "businesses"."individual_id" IS NULL;