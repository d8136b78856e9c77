-- The fleet dashboard's aggregates (server/reporting/dashboard): per day × location × the
-- reports' keys, counts and sums only. Kept by the change log like the other aggregates: the
-- triggers below log the fleet location of every service call, item, retread order and casing
-- written ('dash_location'), and the refresh recomputes that location's rows.
CREATE TABLE "report_dash_calls" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"account_kind" smallint NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"state" text NOT NULL,
	"call_type" "service_call_type" NOT NULL,
	"place" "service_call_place" NOT NULL,
	"wheel_position" "position_class" NOT NULL,
	"calls" integer NOT NULL,
	"rolled_calls" integer NOT NULL,
	"roll_seconds" bigint NOT NULL,
	"total_cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "report_dash_calls_pk" PRIMARY KEY ("fleet_location_id", "day", "dealer_id", "state", "call_type", "place", "wheel_position")
);
--> statement-breakpoint
CREATE TABLE "report_dash_items" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"account_kind" smallint NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"call_type" "service_call_type" NOT NULL,
	"place" "service_call_place" NOT NULL,
	"wheel_position" "position_class" NOT NULL,
	"kind" "service_item_kind" NOT NULL,
	"product_id" integer NOT NULL,
	"items" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "report_dash_items_pk" PRIMARY KEY ("fleet_location_id", "day", "dealer_id", "call_type", "place", "wheel_position", "kind", "product_id")
);
--> statement-breakpoint
CREATE TABLE "report_dash_casings" (
	"day" date NOT NULL,
	"account_id" integer NOT NULL,
	"account_kind" smallint NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"retreader_id" integer NOT NULL,
	"finished" boolean NOT NULL,
	"casing_brand_id" integer NOT NULL,
	"tire_size_id" integer NOT NULL,
	"position_class" "position_class" NOT NULL,
	"status" "casing_status" NOT NULL,
	"reject_reason_id" integer NOT NULL,
	"casings" integer NOT NULL,
	"previous_caps" integer NOT NULL,
	"age_months" integer NOT NULL,
	"nail_holes" integer NOT NULL,
	"sections" integer NOT NULL,
	"spots" integer NOT NULL,
	"beads" integer NOT NULL,
	"turnaround_seconds" bigint NOT NULL,
	CONSTRAINT "report_dash_casings_pk" PRIMARY KEY ("fleet_location_id", "day", "retreader_id", "finished", "casing_brand_id", "tire_size_id", "position_class", "status", "reject_reason_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_baskets" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"tab_type" text NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_baskets_pk" PRIMARY KEY ("user_id", "tab_type")
);
--> statement-breakpoint
CREATE INDEX "report_dash_calls_account_id_day_index" ON "report_dash_calls" USING btree ("account_id", "day");--> statement-breakpoint
CREATE INDEX "report_dash_calls_account_kind_day_index" ON "report_dash_calls" USING btree ("account_kind", "day");--> statement-breakpoint
CREATE INDEX "report_dash_items_account_id_day_index" ON "report_dash_items" USING btree ("account_id", "day");--> statement-breakpoint
CREATE INDEX "report_dash_items_account_kind_day_index" ON "report_dash_items" USING btree ("account_kind", "day");--> statement-breakpoint
CREATE INDEX "report_dash_casings_account_id_day_index" ON "report_dash_casings" USING btree ("account_id", "day");--> statement-breakpoint
CREATE INDEX "report_dash_casings_account_kind_day_index" ON "report_dash_casings" USING btree ("account_kind", "day");--> statement-breakpoint
CREATE INDEX "dashboard_templates_account_id_index" ON "dashboard_templates" USING btree ("account_id");--> statement-breakpoint
-- Items and casings carry no location: log their parent's (a cascade from a deleted parent
-- finds none, and the parent's own trigger has logged it).
CREATE FUNCTION report_log_via_parent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_table text := TG_ARGV[0];
  parent_column text := TG_ARGV[1];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('INSERT INTO report_changes (kind, key) SELECT DISTINCT ''dash_location'', p.fleet_location_id FROM new_rows n JOIN %I p ON p.id = n.%I', parent_table, parent_column);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('INSERT INTO report_changes (kind, key) SELECT DISTINCT ''dash_location'', p.fleet_location_id FROM old_rows n JOIN %I p ON p.id = n.%I', parent_table, parent_column);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON service_calls REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('dash_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON service_calls REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('dash_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON service_calls REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('dash_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON service_call_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_via_parent('service_calls', 'service_call_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON service_call_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_via_parent('service_calls', 'service_call_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON service_call_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_via_parent('service_calls', 'service_call_id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON retread_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('dash_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON retread_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('dash_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON retread_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('dash_location', 'fleet_location_id');--> statement-breakpoint
CREATE TRIGGER report_log_insert AFTER INSERT ON casings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_via_parent('retread_orders', 'retread_order_id');--> statement-breakpoint
CREATE TRIGGER report_log_update AFTER UPDATE ON casings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_via_parent('retread_orders', 'retread_order_id');--> statement-breakpoint
CREATE TRIGGER report_log_delete AFTER DELETE ON casings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_via_parent('retread_orders', 'retread_order_id');--> statement-breakpoint
-- The rows copy the account's type: the national average reads them by kind.
CREATE TRIGGER report_log_dash_account AFTER UPDATE ON accounts FOR EACH ROW
  WHEN (OLD.account_type IS DISTINCT FROM NEW.account_type)
  EXECUTE FUNCTION report_log_row('account', 'id');--> statement-breakpoint
-- A database that already holds service calls or retreads gets their aggregates from the first
-- refresh: every location with any is logged, so only the dashboard's aggregates are computed.
INSERT INTO report_changes (kind, key) SELECT 'dash_location', fleet_location_id FROM service_calls UNION SELECT 'dash_location', fleet_location_id FROM retread_orders;
--> statement-breakpoint
-- The national average's aggregates: the day tables summed over every account and location of
-- an account kind, per week of a month (day = the first day of the week's span: 1, 8, 15, 22, 29).
-- Kept by the same refresh, which subtracts a location's old rows and adds its new ones.
CREATE TABLE "report_dash_na_calls" (
	"account_kind" smallint NOT NULL,
	"day" date NOT NULL,
	"dealer_id" integer NOT NULL,
	"state" text NOT NULL,
	"call_type" "service_call_type" NOT NULL,
	"place" "service_call_place" NOT NULL,
	"wheel_position" "position_class" NOT NULL,
	"calls" integer NOT NULL,
	"rolled_calls" integer NOT NULL,
	"roll_seconds" bigint NOT NULL,
	"total_cost" numeric(14, 2) NOT NULL,
	CONSTRAINT "report_dash_na_calls_pk" PRIMARY KEY ("account_kind", "day", "dealer_id", "state", "call_type", "place", "wheel_position")
);
--> statement-breakpoint
CREATE TABLE "report_dash_na_items" (
	"account_kind" smallint NOT NULL,
	"day" date NOT NULL,
	"dealer_id" integer NOT NULL,
	"call_type" "service_call_type" NOT NULL,
	"place" "service_call_place" NOT NULL,
	"wheel_position" "position_class" NOT NULL,
	"kind" "service_item_kind" NOT NULL,
	"product_id" integer NOT NULL,
	"items" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "report_dash_na_items_pk" PRIMARY KEY ("account_kind", "day", "dealer_id", "call_type", "place", "wheel_position", "kind", "product_id")
);
--> statement-breakpoint
CREATE TABLE "report_dash_na_casings" (
	"account_kind" smallint NOT NULL,
	"day" date NOT NULL,
	"retreader_id" integer NOT NULL,
	"finished" boolean NOT NULL,
	"casing_brand_id" integer NOT NULL,
	"tire_size_id" integer NOT NULL,
	"position_class" "position_class" NOT NULL,
	"status" "casing_status" NOT NULL,
	"reject_reason_id" integer NOT NULL,
	"casings" integer NOT NULL,
	"previous_caps" integer NOT NULL,
	"age_months" integer NOT NULL,
	"nail_holes" integer NOT NULL,
	"sections" integer NOT NULL,
	"spots" integer NOT NULL,
	"beads" integer NOT NULL,
	"turnaround_seconds" bigint NOT NULL,
	CONSTRAINT "report_dash_na_casings_pk" PRIMARY KEY ("account_kind", "day", "retreader_id", "finished", "casing_brand_id", "tire_size_id", "position_class", "status", "reject_reason_id")
);
--> statement-breakpoint
-- Which accounts of a kind have rows of a source in a month: the national average's divisor.
CREATE TABLE "report_dash_na_accounts" (
	"source" text NOT NULL,
	"account_kind" smallint NOT NULL,
	"month" date NOT NULL,
	"account_id" integer NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "report_dash_na_accounts_pk" PRIMARY KEY ("source", "account_kind", "month", "account_id")
);
--> statement-breakpoint
CREATE INDEX "report_dash_na_calls_empty_index" ON "report_dash_na_calls" USING btree ("account_kind") WHERE "calls" = 0;--> statement-breakpoint
CREATE INDEX "report_dash_na_items_empty_index" ON "report_dash_na_items" USING btree ("account_kind") WHERE "items" = 0;--> statement-breakpoint
CREATE INDEX "report_dash_na_casings_empty_index" ON "report_dash_na_casings" USING btree ("account_kind") WHERE "casings" = 0;--> statement-breakpoint
CREATE INDEX "report_dash_na_accounts_empty_index" ON "report_dash_na_accounts" USING btree ("source") WHERE "rows" = 0;
