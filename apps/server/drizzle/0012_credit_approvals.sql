ALTER TABLE "balance_adjustments" ADD COLUMN "deposit_id" bigint;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD COLUMN "holds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_waiting_deposit_key" ON "balance_adjustments" USING btree ("deposit_id") WHERE "balance_adjustments"."status" = 0 and "balance_adjustments"."deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "balance_adjustments_decided_idx" ON "balance_adjustments" USING btree ("decided_by","decided_at");--> statement-breakpoint
CREATE INDEX "deposits_decided_idx" ON "deposits" USING btree ("decided_by","decided_at");--> statement-breakpoint
-- Adjustments waiting now wait because of the approval threshold (at its current value).
UPDATE "balance_adjustments" SET "holds" = jsonb_build_array(jsonb_build_object('rule', 'threshold', 'limit', coalesce((SELECT "value" FROM "settings" WHERE "key" = 'adjust_approval_usd'), '1000')::numeric(24,6)::text, 'value', abs("amount")::text)) WHERE "status" = 0;
