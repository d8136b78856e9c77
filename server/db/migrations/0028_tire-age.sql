-- Tire age from the DOT code: the full code as the technician typed it (normalised; its week
-- and year go to dot_week and dot_year as before), and each location's age rule, by default a
-- warning at 6 years and critical at 10 years on a steer position (contract/tire-age.ts).
ALTER TABLE "tires" ADD COLUMN "dot_code" text;--> statement-breakpoint
ALTER TABLE "fleet_locations" ADD COLUMN "tire_age_warning_years" smallint DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "fleet_locations" ADD COLUMN "tire_age_critical_steer_years" smallint DEFAULT 10 NOT NULL;
--> statement-breakpoint
-- The survey report counts a reading as an exception by its tire's age: a new DOT date makes
-- every inspection that read the tire stale, and a new age rule everything at the location.
CREATE FUNCTION report_log_tire_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_changes (kind, key) SELECT DISTINCT 'inspection', unit_inspection_id FROM tire_readings WHERE tire_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_log_dates AFTER UPDATE ON tires FOR EACH ROW
  WHEN ((OLD.dot_week, OLD.dot_year) IS DISTINCT FROM (NEW.dot_week, NEW.dot_year))
  EXECUTE FUNCTION report_log_tire_dates();--> statement-breakpoint
CREATE TRIGGER report_log_age_rule AFTER UPDATE ON fleet_locations FOR EACH ROW
  WHEN ((OLD.tire_age_warning_years, OLD.tire_age_critical_steer_years) IS DISTINCT FROM (NEW.tire_age_warning_years, NEW.tire_age_critical_steer_years))
  EXECUTE FUNCTION report_log_row('location', 'id');
