-- The fleet condition report's tallies per survey (server/reporting/survey-tallies.ts), and what
-- the report needs of each unit inspection beyond the dealer survey report's counts.
ALTER TABLE "report_inspection_counts" ADD COLUMN "inspected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_inspection_counts" ADD COLUMN "critical" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_inspection_counts" ADD COLUMN "warning" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_inspection_counts" ADD COLUMN "pressure_exceptions" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_inspection_counts" ADD COLUMN "tread_exceptions" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "report_survey_levels" (
	"survey_id" integer NOT NULL,
	"position_class" text NOT NULL,
	"tire_size_id" integer,
	"pressure_level" smallint NOT NULL,
	"tread_level" smallint NOT NULL,
	"target" double precision,
	"tires" integer NOT NULL,
	"read" integer NOT NULL,
	"under" integer NOT NULL,
	"under_share" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_survey_mismatches" (
	"survey_id" integer NOT NULL,
	"position_class" text NOT NULL,
	"kind" text NOT NULL,
	"checked" integer NOT NULL,
	"tread" integer NOT NULL,
	"pressure" integer NOT NULL,
	CONSTRAINT "report_survey_mismatches_pk" PRIMARY KEY("survey_id","position_class","kind")
);
--> statement-breakpoint
CREATE TABLE "report_survey_wear" (
	"survey_id" integer NOT NULL,
	"wear_condition_id" integer NOT NULL,
	"position_class" text NOT NULL,
	"tires" integer NOT NULL,
	CONSTRAINT "report_survey_wear_pk" PRIMARY KEY("survey_id","wear_condition_id","position_class")
);
--> statement-breakpoint
CREATE TABLE "report_survey_histograms" (
	"survey_id" integer NOT NULL,
	"measure" text NOT NULL,
	"position_class" text NOT NULL,
	"bucket" integer NOT NULL,
	"tires" integer NOT NULL,
	CONSTRAINT "report_survey_histograms_pk" PRIMARY KEY("survey_id","measure","position_class","bucket")
);
--> statement-breakpoint
CREATE INDEX "report_survey_levels_survey_id_index" ON "report_survey_levels" USING btree ("survey_id");--> statement-breakpoint
-- A reading's wear conditions are counted in its survey's tallies: a change to them makes the
-- reading's inspection stale. A cascade from a deleted reading finds no reading left to join,
-- but the reading's own delete has logged its inspection.
CREATE FUNCTION report_log_wear_conditions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_changes (kind, key)
    SELECT DISTINCT 'inspection', r.unit_inspection_id FROM new_rows w JOIN tire_readings r ON r.id = w.tire_reading_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_changes (kind, key)
    SELECT DISTINCT 'inspection', r.unit_inspection_id FROM old_rows w JOIN tire_readings r ON r.id = w.tire_reading_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON tire_reading_wear_conditions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_wear_conditions();--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON tire_reading_wear_conditions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_wear_conditions();--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON tire_reading_wear_conditions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_wear_conditions();--> statement-breakpoint
-- The inspection's date is now part of its counts.
DROP TRIGGER report_log_update ON unit_inspections;--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON unit_inspections FOR EACH ROW
  WHEN ((OLD.survey_id, OLD.unit_id, OLD.inspected_at) IS DISTINCT FROM (NEW.survey_id, NEW.unit_id, NEW.inspected_at))
  EXECUTE FUNCTION report_log_row('inspection', 'id');--> statement-breakpoint
-- Existing databases: the background refresh fills the new columns and tables account by account.
INSERT INTO report_changes (kind, key) VALUES ('all', 0);
