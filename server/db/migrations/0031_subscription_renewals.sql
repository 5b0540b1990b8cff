ALTER TABLE "subscriptions" ADD COLUMN "declined_charges" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_decline" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "notice_sent_for" date;