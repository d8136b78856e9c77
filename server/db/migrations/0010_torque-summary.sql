-- The torque summary report's aggregate (server/reporting/torque-counts.ts): one row per UTC day,
-- location, survey and unit of the wheel-end torque readings, with counts and sums only.
CREATE TABLE "report_torque_counts" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"survey_id" integer,
	"unit_id" integer NOT NULL,
	"wheels" integer NOT NULL,
	"in_spec" integer NOT NULL,
	"under" integer NOT NULL,
	"over" integer NOT NULL,
	"specified_sum" double precision NOT NULL,
	"measured_sum" double precision NOT NULL
);
--> statement-breakpoint
-- The report reads a year of a large fleet's locations (65,000 rows at scale 100) from this index alone.
CREATE INDEX "report_torque_counts_fleet_location_id_day_index" ON "report_torque_counts" USING btree ("fleet_location_id","day")
  INCLUDE ("unit_id","survey_id","wheels","in_spec","under","over","specified_sum","measured_sum");--> statement-breakpoint
CREATE INDEX "report_torque_counts_unit_id_index" ON "report_torque_counts" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "report_torque_counts_account_id_index" ON "report_torque_counts" USING btree ("account_id");--> statement-breakpoint
-- A unit's readings are recomputed together, so the refresh reads them by unit.
CREATE INDEX "torque_readings_unit_id_index" ON "torque_readings" USING btree ("unit_id");--> statement-breakpoint
-- Every torque reading written, changed or removed marks its unit (old and new) as stale, in the writing transaction.
CREATE TRIGGER report_log_insert AFTER INSERT ON torque_readings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('torque_unit', 'unit_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON torque_readings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('torque_unit', 'unit_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON torque_readings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('torque_unit', 'unit_id');--> statement-breakpoint
-- Existing databases: the background refresh fills the new table account by account, and only it.
INSERT INTO report_changes (kind, key) SELECT 'torque_account', a.id FROM accounts a WHERE EXISTS (SELECT 1 FROM torque_readings tr WHERE tr.account_id = a.id);
