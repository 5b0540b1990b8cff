CREATE TABLE "support_request_attachments" (
	"request_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "support_request_attachments_request_id_document_id_pk" PRIMARY KEY("request_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "support_request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer,
	"contact_email" text,
	"topic" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_someone_to_answer" CHECK ("support_requests"."individual_id" is not null or "support_requests"."contact_email" is not null)
);
--> statement-breakpoint
ALTER TABLE "support_request_attachments" ADD CONSTRAINT "support_request_attachments_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request_attachments" ADD CONSTRAINT "support_request_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_request_messages" ADD CONSTRAINT "support_request_messages_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_request_messages_request" ON "support_request_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "support_requests_individual" ON "support_requests" USING btree ("individual_id");--> statement-breakpoint
CREATE INDEX "support_requests_status" ON "support_requests" USING btree ("status","created_at");