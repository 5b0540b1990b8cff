CREATE TABLE "signing_envelopes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"business_id" integer,
	"product_key" text NOT NULL,
	"title" text NOT NULL,
	"business_name" text NOT NULL,
	"document_id" integer NOT NULL,
	"document_sha256" text NOT NULL,
	"signature_fields" jsonb NOT NULL,
	"sent_by" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"signed_document_id" integer,
	"audit_document_id" integer
);
--> statement-breakpoint
CREATE TABLE "signing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"envelope_id" uuid NOT NULL,
	"signer_id" integer,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"document_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"envelope_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"link_nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signature_kind" text,
	"signature_name" text,
	"signature_image" "bytea",
	CONSTRAINT "signing_signers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "signing_signers_position" UNIQUE("envelope_id","position")
);
--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_signed_document_id_documents_id_fk" FOREIGN KEY ("signed_document_id") REFERENCES "documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_envelopes" ADD CONSTRAINT "signing_envelopes_audit_document_id_documents_id_fk" FOREIGN KEY ("audit_document_id") REFERENCES "documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_envelope_id_signing_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "signing_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_events" ADD CONSTRAINT "signing_events_signer_id_signing_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "signing_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_signers" ADD CONSTRAINT "signing_signers_envelope_id_signing_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "signing_envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_envelopes_owner" ON "signing_envelopes" USING btree ("individual_id","product_key");--> statement-breakpoint
CREATE INDEX "signing_events_envelope" ON "signing_events" USING btree ("envelope_id","id");