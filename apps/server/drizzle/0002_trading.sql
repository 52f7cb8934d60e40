CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"side" text NOT NULL,
	"lots" numeric(18, 6) NOT NULL,
	"leverage" integer NOT NULL,
	"status" integer NOT NULL,
	"requested_price" numeric(24, 10) NOT NULL,
	"open_price" numeric(24, 10),
	"close_price" numeric(24, 10),
	"stop_loss" numeric(24, 10),
	"take_profit" numeric(24, 10),
	"trigger_above" boolean,
	"margin_usd" numeric(24, 6) NOT NULL,
	"fee_usd" numeric(24, 6) NOT NULL,
	"profit_usd" numeric(24, 6),
	"broker_loss_usd" numeric(24, 6),
	"close_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in (0, 1, 3)),
	CONSTRAINT "orders_side_ck" CHECK ("orders"."side" in ('buy', 'sell')),
	CONSTRAINT "orders_lots_pos" CHECK ("orders"."lots" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_account_status_idx" ON "orders" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("status") WHERE "orders"."status" in (0, 1);