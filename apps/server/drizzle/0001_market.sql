CREATE TABLE "candles" (
	"instrument_id" integer NOT NULL,
	"period" text NOT NULL,
	"time" bigint NOT NULL,
	"open" bigint NOT NULL,
	"high" bigint NOT NULL,
	"low" bigint NOT NULL,
	"close" bigint NOT NULL,
	"volume" double precision NOT NULL,
	CONSTRAINT "candles_instrument_id_period_time_pk" PRIMARY KEY("instrument_id","period","time")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"show_code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"price_precision" integer NOT NULL,
	"lot_step" numeric(18, 6) NOT NULL,
	"min_lots" numeric(18, 6) NOT NULL,
	"max_lots" numeric(18, 6) NOT NULL,
	"contract_size" numeric(24, 6) NOT NULL,
	"margin_mode" integer DEFAULT 2 NOT NULL,
	"leverage_options" jsonb NOT NULL,
	"fee_rate" numeric(18, 8) NOT NULL,
	"spread_units" integer DEFAULT 0 NOT NULL,
	"quote_currency" text DEFAULT 'USD' NOT NULL,
	"schedule" jsonb NOT NULL,
	"logo" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"sim_price_units" bigint NOT NULL,
	"sim_volatility" double precision NOT NULL,
	"sim_tick_ms" integer NOT NULL,
	CONSTRAINT "instruments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "candles" ADD CONSTRAINT "candles_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instruments_sort_idx" ON "instruments" USING btree ("sort","id");