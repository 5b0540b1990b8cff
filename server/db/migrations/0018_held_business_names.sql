-- The database's own twin of businessNameKey (server/services/business-name.ts), for the unique
-- index below (decision 0056): lower case, whitespace collapsed and trimmed, one trailing legal
-- identifier dropped. A test holds the two to the same keys for every identifier an owner picks.
CREATE FUNCTION business_name_key(name text) RETURNS text
	LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
	AS $$
		SELECT coalesce(
			substring(collapsed FROM '^(.*?\S)[\s,]+(?:llc|l\.?l\.?c\.?|limited liability company|corporation|incorporated|inc\.?)$'),
			collapsed
		)
		FROM (SELECT lower(btrim(regexp_replace(name, '\s+', ' ', 'g'))) AS collapsed) AS normalised
	$$;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "duplicate_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_amendments" ADD COLUMN "name_key" text;--> statement-breakpoint
-- Two businesses already holding one name in one state (two amendments to a free name, before
-- this) keep it as filed: the first (lowest id) holds it, the others are marked and left out of
-- the index until their name changes; the back office finds them by duplicate_name.
UPDATE "businesses" SET "duplicate_name" = true
WHERE "status" <> 'REJECTED' AND EXISTS (
	SELECT 1 FROM "businesses" AS "holder"
	WHERE "holder"."state_code" = "businesses"."state_code"
		AND business_name_key("holder"."business_name") = business_name_key("businesses"."business_name")
		AND "holder"."status" <> 'REJECTED'
		AND "holder"."id" < "businesses"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_held_name" ON "businesses" USING btree ("state_code",business_name_key("business_name")) WHERE "businesses"."status" <> 'REJECTED' AND NOT "businesses"."duplicate_name";--> statement-breakpoint
-- Amendments filed before this hold the name they rename their business to, as new ones do.
UPDATE "business_amendments" SET "name_key" = business_name_key("changes"->>'businessName')
WHERE "changes" ? 'businessName';--> statement-breakpoint
CREATE INDEX "business_amendments_pending_name" ON "business_amendments" USING btree ("name_key") WHERE "business_amendments"."name_key" IS NOT NULL AND "business_amendments"."applied_at" IS NULL;--> statement-breakpoint
-- Names taken from a billing name before single-line text was enforced (issue 24): a line break
-- or another control character becomes a space, so the checkout can send the name back.
UPDATE "accounts" SET
	"first_name" = btrim(regexp_replace("first_name", '[\u0001-\u001f\u007f-\u009f\u2028\u2029]+', ' ', 'g')),
	"last_name" = btrim(regexp_replace("last_name", '[\u0001-\u001f\u007f-\u009f\u2028\u2029]+', ' ', 'g'))
WHERE "first_name" ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]' OR "last_name" ~ '[\u0001-\u001f\u007f-\u009f\u2028\u2029]';
