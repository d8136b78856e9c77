ALTER TABLE "generated_reports" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "leased_by" text;--> statement-breakpoint
ALTER TABLE "generated_reports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "generated_reports_unfinished" ON "generated_reports" USING btree ("status","id") WHERE "generated_reports"."status" in ('queued', 'running');--> statement-breakpoint
-- Unfinished rows kept their lease inside result ({lease: {token, worker, heartbeat_at}, attempts}).
UPDATE "generated_reports"
SET "attempts" = coalesce(("result"->>'attempts')::int, 0),
    "lease_token" = "result"->'lease'->>'token',
    "leased_by" = "result"->'lease'->>'worker',
    "heartbeat_at" = ("result"->'lease'->>'heartbeat_at')::timestamptz,
    "result" = null
WHERE "status" in ('queued', 'running');
