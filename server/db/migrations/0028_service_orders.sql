CREATE TABLE "service_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"individual_id" integer NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each service an owner had becomes their first order of it, bought when its history begins
-- (the status changes kept since migration 0027), or when it was last changed where none is kept.
INSERT INTO "service_orders" ("individual_id", "service", "status", "ordered_at", "updated_at")
SELECT s."individual_id", s."service", s."status",
	coalesce((SELECT min(c."changed_at") FROM "service_status_changes" c
		WHERE c."individual_id" = s."individual_id" AND c."service" = s."service"), s."updated_at"),
	s."updated_at"
FROM "service_statuses" s
ORDER BY s."individual_id", s."service";--> statement-breakpoint
ALTER TABLE "service_status_changes" ADD COLUMN "order_id" integer;--> statement-breakpoint
UPDATE "service_status_changes" c SET "order_id" = o."id" FROM "service_orders" o
WHERE o."individual_id" = c."individual_id" AND o."service" = c."service";--> statement-breakpoint
-- A change whose service the owner no longer has (none is expected) has no order to belong to.
DELETE FROM "service_status_changes" WHERE "order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "service_status_changes" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_individual_id_accounts_id_fk" FOREIGN KEY ("individual_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_orders_owner_service" ON "service_orders" USING btree ("individual_id","service","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_orders_one_open" ON "service_orders" USING btree ("individual_id","service") WHERE "service_orders"."status" NOT IN ('ACTIVE', 'REJECTED');--> statement-breakpoint
ALTER TABLE "service_status_changes" ADD CONSTRAINT "service_status_changes_order_id_service_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "service_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_status_changes_order" ON "service_status_changes" USING btree ("order_id","id");
