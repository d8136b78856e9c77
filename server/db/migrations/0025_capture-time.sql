-- Changes made offline keep the device's time of the change in their event columns (read_at,
-- inspected_at, removed_at, checked_at, finished_at, an image's created_at, a unit's
-- updated_at); the time the server received them is kept beside. Rows stored before (and the
-- seeded demo) have none: their event time is their receipt.
ALTER TABLE "tire_readings" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_inspections" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removed_tires" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trailer_readiness_checks" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "finish_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "received_at" timestamp with time zone;
