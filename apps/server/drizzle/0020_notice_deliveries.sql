CREATE TABLE "notice_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notice_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notification_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"push_subscription_id" bigint,
	"payload" jsonb NOT NULL,
	"attempts" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"last_error" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_deliveries_channel_ck" CHECK ("notice_deliveries"."channel" in ('push', 'email')),
	CONSTRAINT "notice_deliveries_status_ck" CHECK ("notice_deliveries"."status" in ('waiting', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "notice_deliveries_due_idx" ON "notice_deliveries" USING btree ("next_attempt_at","id") WHERE "notice_deliveries"."status" = 'waiting';