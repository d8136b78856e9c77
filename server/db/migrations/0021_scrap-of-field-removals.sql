-- A tire removed in the field app for a reason other than retreading is a scrapped tire: its
-- scrap record names the removal it came from, once (a replayed save finds it), and goes with it.
ALTER TABLE "scrap_records" ADD COLUMN "removed_tire_id" integer;--> statement-breakpoint
ALTER TABLE "scrap_records" ADD CONSTRAINT "scrap_records_removed_tire_id_removed_tires_id_fk" FOREIGN KEY ("removed_tire_id") REFERENCES "public"."removed_tires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrap_records" ADD CONSTRAINT "scrap_records_removed_tire_id_unique" UNIQUE("removed_tire_id");
