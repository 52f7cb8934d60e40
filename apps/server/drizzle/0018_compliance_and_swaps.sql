CREATE TABLE "swap_charges" (
	"order_id" bigint NOT NULL,
	"day" text NOT NULL,
	"account_id" integer NOT NULL,
	"amount_usd" numeric(24, 6) NOT NULL,
	"nights" integer NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "swap_charges_order_id_day_pk" PRIMARY KEY("order_id","day")
);
--> statement-breakpoint
CREATE TABLE "loss_share_figures" (
	"period_end" timestamp with time zone PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"accounts" integer NOT NULL,
	"losing" integer NOT NULL,
	"share_pct" integer,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "swap_long_usd" numeric(18, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "swap_short_usd" numeric(18, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "swap_usd" numeric(24, 6) DEFAULT '0' NOT NULL;