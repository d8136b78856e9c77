-- The wear-rate aggregate (server/reporting/tire-wear.ts): one row per tire with readings, holding
-- its first and last reading on its current unit, the tread lost and miles run between them, the
-- keys reports filter by and the projection of its pull date and cost per mile.
CREATE TABLE "report_tire_wear" (
	"tire_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"product_id" integer,
	"brand_id" integer,
	"product_line_id" integer,
	"tire_size_id" integer,
	"load_range_id" integer,
	"is_retread" boolean NOT NULL,
	"position_class" text NOT NULL,
	"axle_configuration_id" integer,
	"vocation_id" integer,
	"readings" integer NOT NULL,
	"first_read_at" timestamp with time zone NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"first_tread_mm" double precision NOT NULL,
	"last_tread_mm" double precision NOT NULL,
	"first_mileage" double precision NOT NULL,
	"last_mileage" double precision NOT NULL,
	"is_measured" boolean NOT NULL,
	"tread_lost_mm" double precision,
	"distance_mi" double precision,
	"miles_per_day" double precision,
	"min_tread_mm" double precision NOT NULL,
	"new_tread_mm" double precision,
	"price" double precision,
	"projected_pull_at" timestamp with time zone,
	"cost_per_mile" double precision
);
--> statement-breakpoint
-- Reports select by account (a fleet's few thousand tires) and read every figure from the index.
CREATE INDEX "report_tire_wear_account_id_index" ON "report_tire_wear" USING btree ("account_id")
  INCLUDE ("fleet_location_id","brand_id","product_line_id","tire_size_id","load_range_id","is_retread","position_class","axle_configuration_id","vocation_id","is_measured","tread_lost_mm","distance_mi","projected_pull_at","cost_per_mile");--> statement-breakpoint
CREATE INDEX "report_tire_wear_unit_id_index" ON "report_tire_wear" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "report_tire_wear_product_id_index" ON "report_tire_wear" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "report_tire_wear_fleet_location_id_index" ON "report_tire_wear" USING btree ("fleet_location_id");--> statement-breakpoint
-- A tire's readings are recomputed together, so the refresh reads them by tire (tire_readings has that index).
-- A reading written, changed or removed marks its tire (old and new) stale, in the writing transaction.
CREATE TRIGGER report_wear_insert AFTER INSERT ON tire_readings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('wear_tire', 'tire_id');--> statement-breakpoint
CREATE TRIGGER report_wear_update AFTER UPDATE ON tire_readings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('wear_tire', 'tire_id');--> statement-breakpoint
CREATE TRIGGER report_wear_delete AFTER DELETE ON tire_readings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('wear_tire', 'tire_id');--> statement-breakpoint
-- The tire's product and kind are keys of its row.
CREATE TRIGGER report_wear_update AFTER UPDATE ON tires FOR EACH ROW
  WHEN ((OLD.account_id, OLD.product_id, OLD.brand_id, OLD.product_line_id, OLD.tire_size_id, OLD.is_retread)
    IS DISTINCT FROM (NEW.account_id, NEW.product_id, NEW.brand_id, NEW.product_line_id, NEW.tire_size_id, NEW.is_retread))
  EXECUTE FUNCTION report_log_row('wear_tire', 'id');--> statement-breakpoint
CREATE TRIGGER report_wear_delete AFTER DELETE ON tires REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('wear_tire', 'id');--> statement-breakpoint
-- An inspection's odometer is the distance its tires ran and part of its unit's miles per day.
CREATE TRIGGER report_wear_insert AFTER INSERT ON unit_inspections REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('wear_unit', 'unit_id');--> statement-breakpoint
CREATE TRIGGER report_wear_update AFTER UPDATE ON unit_inspections FOR EACH ROW
  WHEN ((OLD.mileage, OLD.inspected_at, OLD.unit_id) IS DISTINCT FROM (NEW.mileage, NEW.inspected_at, NEW.unit_id))
  EXECUTE FUNCTION report_log_row('wear_unit', 'unit_id');--> statement-breakpoint
CREATE TRIGGER report_wear_delete AFTER DELETE ON unit_inspections REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('wear_unit', 'unit_id');--> statement-breakpoint
-- A unit's vocation and axle layout are filters of the report.
CREATE TRIGGER report_wear_update AFTER UPDATE ON units FOR EACH ROW
  WHEN ((OLD.vocation_id, OLD.axle_configuration_id) IS DISTINCT FROM (NEW.vocation_id, NEW.axle_configuration_id))
  EXECUTE FUNCTION report_log_row('wear_unit', 'id');--> statement-breakpoint
-- A product's price, new tread or load range reaches its tires through the background refresh.
CREATE TRIGGER report_wear_update AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.price, OLD.tread_depth_new_mm, OLD.load_range_id, OLD.product_line_id, OLD.tire_size_id)
    IS DISTINCT FROM (NEW.price, NEW.tread_depth_new_mm, NEW.load_range_id, NEW.product_line_id, NEW.tire_size_id))
  EXECUTE FUNCTION report_log_row('wear_product', 'id');--> statement-breakpoint
-- Existing databases: the background refresh fills the new table account by account, and only it.
INSERT INTO report_changes (kind, key) SELECT 'wear_account', a.id FROM accounts a WHERE EXISTS (SELECT 1 FROM tires t WHERE t.account_id = a.id);
