CREATE TABLE "support_conversations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_message_id" bigint NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"waiting" boolean NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"staff_id" integer,
	"staff_email" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_conversations_inbox_idx" ON "support_conversations" USING btree ("waiting","last_at");--> statement-breakpoint
CREATE INDEX "support_messages_user_idx" ON "support_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "support_messages_image_idx" ON "support_messages" USING btree ("image");--> statement-breakpoint
-- Earlier installations were seeded with example deposit addresses, bank details and partner
-- companies that looked real. Those still unchanged are switched off, so no trader sends money to
-- an example; staff see them disabled in the console and enter the broker's own.
UPDATE "deposit_coin_options" SET "enabled" = false WHERE "address" IN ('TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', '0x8ba1f109551bD432803012645Ac136ddd64DBA72', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F');--> statement-breakpoint
UPDATE "collection_banks" SET "enabled" = false WHERE "bank_swift" IN ('LVLNHKHH', 'LVLNFRPP') AND "payee_account" IN ('012345678901', 'FR7630006000011234567890189', '012345678902');--> statement-breakpoint
UPDATE "companies" SET "enabled" = false WHERE "url" IN ('https://harbourline.example/', 'https://northgate-brokerage.example/', 'https://meridian-trade.example/');--> statement-breakpoint
UPDATE "settings" SET "value" = '' WHERE ("key" = 'company_email' AND "value" = 'service@leverline.example') OR ("key" = 'complaint_email' AND "value" = 'complaints@leverline.example');
--> statement-breakpoint
-- Messages with clients are records to keep: none is changed or deleted once written.
CREATE FUNCTION "support_messages_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'support_messages is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "support_messages_no_change" BEFORE UPDATE OR DELETE ON "support_messages" FOR EACH ROW EXECUTE FUNCTION "support_messages_append_only"();
