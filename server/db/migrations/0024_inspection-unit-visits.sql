-- The inspection report's units inspected and not inspected (server/reporting/unit-visits.ts):
-- per unit and the location and account it was surveyed at, the last survey day of any survey,
-- of a survey with exceptions and of one with trailer checks. Counting the distinct units of
-- 645 thousand inspections took 450 ms for a year over every fleet at scale 100.
CREATE TABLE "report_unit_visits" (
	"unit_id" integer NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"unit_location_id" integer,
	"repeated" boolean NOT NULL,
	"last_any" timestamp with time zone NOT NULL,
	"last_exceptions" timestamp with time zone,
	"last_readiness" timestamp with time zone,
	CONSTRAINT "report_unit_visits_unit_id_fleet_location_id_account_id_pk" PRIMARY KEY("unit_id","fleet_location_id","account_id")
);
--> statement-breakpoint
CREATE INDEX "report_unit_visits_account_id_index" ON "report_unit_visits" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "report_unit_visits_fleet_location_id_index" ON "report_unit_visits" USING btree ("fleet_location_id");--> statement-breakpoint
-- The live units of the surveyed locations, counted per location and type without the table.
CREATE INDEX "units_live_location_type" ON "units" USING btree ("fleet_location_id","unit_type_id") WHERE deleted_at is null;--> statement-breakpoint
-- A survey's day, removal or account, and a unit's location or removal, change the visits.
CREATE TRIGGER report_log_update_visits AFTER UPDATE ON surveys FOR EACH ROW
  WHEN ((OLD.survey_date, OLD.deleted_at, OLD.account_id) IS DISTINCT FROM (NEW.survey_date, NEW.deleted_at, NEW.account_id))
  EXECUTE FUNCTION report_log_row('visit_survey', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_update_visits AFTER UPDATE ON units FOR EACH ROW
  WHEN ((OLD.fleet_location_id, OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.fleet_location_id, NEW.deleted_at IS NULL))
  EXECUTE FUNCTION report_log_row('visit_unit', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_delete_visits AFTER DELETE ON units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('visit_unit', 'id');--> statement-breakpoint
-- Filled from the inspection and survey counts as they stand; a change still in the log
-- recomputes the visits of its units when it is drained.
INSERT INTO "report_unit_visits" ("unit_id", "fleet_location_id", "account_id", "unit_location_id", "repeated", "last_any", "last_exceptions", "last_readiness")
SELECT v.unit_id, v.fleet_location_id, v.account_id, CASE WHEN u.deleted_at IS NULL THEN u.fleet_location_id END,
  count(*) OVER (PARTITION BY v.unit_id) > 1, v.last_any, v.last_exceptions, v.last_readiness
FROM (
  SELECT ic.unit_id, s.fleet_location_id, s.account_id, max(s.survey_date) AS last_any,
    max(s.survey_date) FILTER (WHERE sc.exceptions > 0) AS last_exceptions,
    max(s.survey_date) FILTER (WHERE sc.readiness_total > 0) AS last_readiness
  FROM report_inspection_counts ic
  JOIN surveys s ON s.id = ic.survey_id AND s.deleted_at IS NULL
  LEFT JOIN report_survey_counts sc ON sc.survey_id = s.id
  GROUP BY ic.unit_id, s.fleet_location_id, s.account_id
) v
LEFT JOIN units u ON u.id = v.unit_id;
