CREATE TABLE "report_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_crossing_counts" (
	"crossing_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"unit_id" integer,
	"unit_number" text NOT NULL,
	"license_number" text,
	"crossed_at" timestamp with time zone NOT NULL,
	"total_tires" smallint NOT NULL,
	"total_tires_read_count" smallint NOT NULL,
	"pressure_critical" smallint NOT NULL,
	"pressure_warning" smallint NOT NULL,
	"tread_depth_critical" smallint NOT NULL,
	"tread_depth_warning" smallint NOT NULL,
	"tread_mismatch_axle_critical" smallint NOT NULL,
	"tread_mismatch_axle_warning" smallint NOT NULL,
	"tread_mismatch_duals_critical" smallint NOT NULL,
	"tread_mismatch_duals_warning" smallint NOT NULL,
	"critical_exceptions" smallint NOT NULL,
	"warning_exceptions" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_inspection_counts" (
	"unit_inspection_id" integer PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"tires" smallint NOT NULL,
	"exceptions" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_survey_counts" (
	"survey_id" integer PRIMARY KEY NOT NULL,
	"total_tires" integer NOT NULL,
	"total_units" integer NOT NULL,
	"exceptions" integer NOT NULL,
	"units_with_exceptions" integer NOT NULL,
	"trucks" integer NOT NULL,
	"trailers" integer NOT NULL,
	"readiness_total" integer NOT NULL,
	"readiness_passed" integer NOT NULL,
	"readiness_share" double precision
);
--> statement-breakpoint
CREATE INDEX "report_changes_kind_id_index" ON "report_changes" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "report_crossing_counts_account_id_crossed_at_index" ON "report_crossing_counts" USING btree ("account_id","crossed_at");--> statement-breakpoint
CREATE INDEX "report_crossing_counts_fleet_location_id_crossed_at_index" ON "report_crossing_counts" USING btree ("fleet_location_id","crossed_at");--> statement-breakpoint
CREATE INDEX "report_crossing_counts_unit_id_index" ON "report_crossing_counts" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "report_inspection_counts_survey_id_index" ON "report_inspection_counts" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "report_inspection_counts_unit_id_index" ON "report_inspection_counts" USING btree ("unit_id");--> statement-breakpoint
-- The change log of the reporting layer (server/reporting): triggers record, in the writing
-- transaction, which aggregates a change makes stale. Statement triggers read the transition
-- tables, so a bulk insert logs each key once; row triggers fire only when a column the
-- aggregates read has changed.
CREATE FUNCTION report_log_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change_kind text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO report_changes (kind, key) SELECT DISTINCT $1, %s FROM new_rows WHERE %s IS NOT NULL', key_column, key_column) USING change_kind;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('INSERT INTO report_changes (kind, key) SELECT DISTINCT $1, %s FROM old_rows WHERE %s IS NOT NULL', key_column, key_column) USING change_kind;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_log_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change_kind text := TG_ARGV[0];
  old_key integer;
  new_key integer;
BEGIN
  EXECUTE format('SELECT ($1).%I', TG_ARGV[1]) INTO old_key USING OLD;
  EXECUTE format('SELECT ($1).%I', TG_ARGV[1]) INTO new_key USING NEW;
  IF new_key IS NOT NULL THEN INSERT INTO report_changes (kind, key) VALUES (change_kind, new_key); END IF;
  IF old_key IS NOT NULL AND old_key IS DISTINCT FROM new_key THEN INSERT INTO report_changes (kind, key) VALUES (change_kind, old_key); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A location's own spec makes that location stale; a common spec (no location) every one.
CREATE FUNCTION report_log_specs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO report_changes (kind, key)
    SELECT DISTINCT CASE WHEN fleet_location_id IS NULL THEN 'all' ELSE 'location' END, coalesce(fleet_location_id, 0) FROM new_rows;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO report_changes (kind, key)
    SELECT DISTINCT CASE WHEN fleet_location_id IS NULL THEN 'all' ELSE 'location' END, coalesce(fleet_location_id, 0) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON checkpoint_readings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('crossing', 'crossing_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON checkpoint_readings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('crossing', 'crossing_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON checkpoint_readings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('crossing', 'crossing_id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON checkpoint_crossings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('crossing', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON checkpoint_crossings FOR EACH ROW
  WHEN ((OLD.account_id, OLD.fleet_location_id, OLD.reader_id, OLD.unit_id, OLD.unit_number, OLD.license_number, OLD.crossed_at)
    IS DISTINCT FROM (NEW.account_id, NEW.fleet_location_id, NEW.reader_id, NEW.unit_id, NEW.unit_number, NEW.license_number, NEW.crossed_at))
  EXECUTE FUNCTION report_log_row('crossing', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON checkpoint_crossings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('crossing', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON tires REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('unit', 'unit_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON tires FOR EACH ROW
  WHEN ((OLD.unit_id, OLD.status, OLD.axle_number, OLD.side, OLD.place, OLD.tire_size_id)
    IS DISTINCT FROM (NEW.unit_id, NEW.status, NEW.axle_number, NEW.side, NEW.place, NEW.tire_size_id))
  EXECUTE FUNCTION report_log_row('unit', 'unit_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON tires REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('unit', 'unit_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON units FOR EACH ROW
  WHEN ((OLD.axle_configuration_id, OLD.unit_type_id) IS DISTINCT FROM (NEW.axle_configuration_id, NEW.unit_type_id))
  EXECUTE FUNCTION report_log_row('unit', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON axle_configuration_axles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('all', '0');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON axle_configuration_axles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('all', '0');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON axle_configuration_axles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('all', '0');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON unit_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('all', '0');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON location_specs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_specs();--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON location_specs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_specs();--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON location_specs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_specs();--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON tire_readings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('inspection', 'unit_inspection_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON tire_readings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('inspection', 'unit_inspection_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON tire_readings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('inspection', 'unit_inspection_id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON unit_inspections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('inspection', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON unit_inspections FOR EACH ROW
  WHEN ((OLD.survey_id, OLD.unit_id) IS DISTINCT FROM (NEW.survey_id, NEW.unit_id))
  EXECUTE FUNCTION report_log_row('inspection', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_update_survey AFTER UPDATE ON unit_inspections FOR EACH ROW
  WHEN (OLD.survey_id IS DISTINCT FROM NEW.survey_id)
  EXECUTE FUNCTION report_log_row('survey_sums', 'survey_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON unit_inspections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('inspection', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON surveys REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('survey', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON surveys FOR EACH ROW
  WHEN (OLD.fleet_location_id IS DISTINCT FROM NEW.fleet_location_id)
  EXECUTE FUNCTION report_log_row('survey', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON surveys REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('survey', 'id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON trailer_readiness_checks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('survey_sums', 'survey_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON trailer_readiness_checks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('survey_sums', 'survey_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON trailer_readiness_checks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('survey_sums', 'survey_id');--> statement-breakpoint
-- A database that already holds readings gets its aggregates from the first background refresh.
INSERT INTO report_changes (kind, key) SELECT 'all', 0 WHERE EXISTS (SELECT 1 FROM checkpoint_crossings) OR EXISTS (SELECT 1 FROM surveys);
