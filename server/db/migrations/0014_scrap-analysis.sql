-- The scrap analysis report's aggregate (server/reporting/scrap-counts.ts): one row per UTC day,
-- account, location, survey, dealer, removal reason, wear condition, position class and retread
-- flag of the scrapped tires, with counts and sums only.
CREATE TABLE "report_scrap_counts" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"survey_id" integer,
	"dealer_id" integer,
	"removal_reason_id" integer,
	"wear_condition_id" integer,
	"position_class" text NOT NULL,
	"is_retread" boolean NOT NULL,
	"tires" integer NOT NULL,
	"photos" integer NOT NULL,
	"tread_sum_mm" double precision NOT NULL,
	"tread_count" integer NOT NULL
);
--> statement-breakpoint
-- The report reads the chosen accounts' period from this index alone.
CREATE INDEX "report_scrap_counts_account_id_day_index" ON "report_scrap_counts" USING btree ("account_id","day")
  INCLUDE ("fleet_location_id","survey_id","dealer_id","removal_reason_id","wear_condition_id","position_class","is_retread","tires","photos","tread_sum_mm","tread_count");--> statement-breakpoint
CREATE INDEX "report_scrap_counts_fleet_location_id_index" ON "report_scrap_counts" USING btree ("fleet_location_id");--> statement-breakpoint
-- A location's scrap records are recomputed together, so the refresh reads them by location.
CREATE INDEX "scrap_records_fleet_location_id_index" ON "scrap_records" USING btree ("fleet_location_id");--> statement-breakpoint
CREATE INDEX "scrap_records_survey_id_index" ON "scrap_records" USING btree ("survey_id");--> statement-breakpoint
-- Every scrap record written, changed or removed marks its location (old and new) as stale, in the writing transaction.
CREATE TRIGGER report_log_insert AFTER INSERT ON scrap_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('scrap_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON scrap_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('scrap_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON scrap_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('scrap_location', 'fleet_location_id');--> statement-breakpoint
-- Existing databases: the background refresh fills the new table account by account, and only it.
INSERT INTO report_changes (kind, key) SELECT 'scrap_account', a.id FROM accounts a WHERE EXISTS (SELECT 1 FROM scrap_records sr WHERE sr.account_id = a.id);
