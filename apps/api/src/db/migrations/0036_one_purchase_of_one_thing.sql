ALTER TABLE "payments" ADD COLUMN "undelivered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- One open payment per buyer and item: of the open duplicates made before this rule, the newest stays open.
WITH "duplicates" AS (
	SELECT "id", "status" FROM (
		SELECT "id", "status", row_number() OVER (PARTITION BY "user_id", "item_kind", "product_code" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
		FROM "payments"
		WHERE "user_id" IS NOT NULL AND "status" IN ('unpaid', 'processing', 'failed')
	) "ranked" WHERE "rank" > 1
), "canceled" AS (
	UPDATE "payments" SET "status" = 'canceled', "updated_at" = now()
	FROM "duplicates" WHERE "payments"."id" = "duplicates"."id"
	RETURNING "payments"."id", "duplicates"."status" AS "from_status"
)
INSERT INTO "payment_status_changes" ("payment_id", "from_status", "to_status", "source")
SELECT "id", "from_status", 'canceled', 'migration:one-open-payment-per-item' FROM "canceled";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_item" ON "payments" USING btree ("user_id","item_kind","product_code") WHERE "payments"."status" in ('unpaid', 'processing', 'failed');
