ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in (0, 1, 3, 4));--> statement-breakpoint
-- An order's kind, from the direction a pending order was placed in: a buy that waited for the
-- price to rise is a buy stop, to fall a buy limit; a sell the other way round.
UPDATE "orders" SET "kind" = CASE
  WHEN "trigger_above" IS NULL THEN 'market'
  WHEN "side" = 'buy' THEN CASE WHEN "trigger_above" THEN 'buy_stop' ELSE 'buy_limit' END
  ELSE CASE WHEN "trigger_above" THEN 'sell_limit' ELSE 'sell_stop' END
END;--> statement-breakpoint
-- A pending order that completed without opening was cancelled: status 4, as the family numbers it.
UPDATE "orders" SET "status" = 4 WHERE "status" = 3 AND "open_price" IS NULL;--> statement-breakpoint
-- Orders filled before the receipt: their fill's quote time is the moment they opened.
UPDATE "orders" SET "quote_at" = "opened_at" WHERE "opened_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "trigger_above";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_ck" CHECK ("orders"."kind" in ('market', 'buy_limit', 'sell_limit', 'buy_stop', 'sell_stop'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_expiry_ck" CHECK ("orders"."expiry" in ('gtc', 'day', 'date'));
