ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'market' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expiry" text DEFAULT 'gtc' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trail_distance" numeric(24, 10);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_at" timestamp with time zone;