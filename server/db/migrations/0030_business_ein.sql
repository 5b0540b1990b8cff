ALTER TABLE "businesses" ADD COLUMN "ein_sealed" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "ein_last_four" text;