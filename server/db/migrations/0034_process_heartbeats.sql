CREATE TABLE "server_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "process_id" text;--> statement-breakpoint
CREATE INDEX "server_processes_seen_at" ON "server_processes" USING btree ("seen_at");