CREATE TABLE "calendar_feeds" (
	"individual_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "deadline_filings" (
	"business_id" integer NOT NULL,
	"deadline_id" text NOT NULL,
	"due_on" date NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_filings_business_id_deadline_id_due_on_pk" PRIMARY KEY("business_id","deadline_id","due_on")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "formed_on" date;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_filings" ADD CONSTRAINT "deadline_filings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A formation already ACTIVE was approved when its status last became ACTIVE (decision 0052).
UPDATE "businesses" SET "formed_on" = ("service_statuses"."updated_at" at time zone 'America/Chicago')::date
FROM "service_statuses"
WHERE "service_statuses"."individual_id" = "businesses"."individual_id"
	AND "service_statuses"."service" = 'llc-formation'
	AND "service_statuses"."status" = 'ACTIVE'
	AND "businesses"."status" = 'ACTIVE';--> statement-breakpoint
-- Their reminders are planned by the first server to run its jobs (server/compliance).
INSERT INTO "jobs" ("kind", "key", "run_at", "payload")
SELECT 'compliance-plan', 'compliance-plan:' || "individual_id" || ':formed:' || "formed_on", now(),
	jsonb_build_object('individual_id', "individual_id")
FROM "businesses"
WHERE "formed_on" IS NOT NULL AND "individual_id" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;
