-- The wear-rate roll-ups (server/reporting/wear-rollups.ts): report_tire_wear summed per product
-- and position keys (brand, product line, size, load range, wheel position, axle layout, vocation,
-- retread) and account, per fleet location in report_wear_location_products (with the earliest and
-- every projected pull date) and over the account's locations in report_wear_products (sums and
-- counts only, kept by delta). Keys without a value are 0, so the keys can form the primary key.
-- Sums are numeric, so any order of adding gives the same figure.
CREATE TABLE "report_wear_location_products" (
	"account_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"product_line_id" integer NOT NULL,
	"tire_size_id" integer NOT NULL,
	"load_range_id" integer NOT NULL,
	"position_class" text NOT NULL,
	"axle_configuration_id" integer NOT NULL,
	"vocation_id" integer NOT NULL,
	"is_retread" boolean NOT NULL,
	"fleet_location_id" integer NOT NULL,
	"tires" integer NOT NULL,
	"measured" integer NOT NULL,
	"lost_mm" numeric NOT NULL,
	"distance_mi" numeric NOT NULL,
	"earliest_pull_at" timestamp with time zone,
	"pull_ats" timestamp with time zone[] NOT NULL,
	"cost_sum" numeric NOT NULL,
	"cost_count" integer NOT NULL,
	CONSTRAINT "report_wear_location_products_pk" PRIMARY KEY ("account_id","brand_id","product_line_id","tire_size_id","load_range_id","position_class","axle_configuration_id","vocation_id","is_retread","fleet_location_id")
);
--> statement-breakpoint
CREATE TABLE "report_wear_products" (
	"account_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"product_line_id" integer NOT NULL,
	"tire_size_id" integer NOT NULL,
	"load_range_id" integer NOT NULL,
	"position_class" text NOT NULL,
	"axle_configuration_id" integer NOT NULL,
	"vocation_id" integer NOT NULL,
	"is_retread" boolean NOT NULL,
	"tires" integer NOT NULL,
	"measured" integer NOT NULL,
	"lost_mm" numeric NOT NULL,
	"distance_mi" numeric NOT NULL,
	"cost_sum" numeric NOT NULL,
	"cost_count" integer NOT NULL,
	CONSTRAINT "report_wear_products_pk" PRIMARY KEY ("account_id","brand_id","product_line_id","tire_size_id","load_range_id","position_class","axle_configuration_id","vocation_id","is_retread")
);
--> statement-breakpoint
-- A refresh recomputes whole locations; a customer narrowed to some locations reads them.
CREATE INDEX "report_wear_location_products_fleet_location_id_index" ON "report_wear_location_products" USING btree ("fleet_location_id");--> statement-breakpoint
-- A delta that empties an account row leaves it at 0 tires until the refresh removes it.
CREATE INDEX "report_wear_products_emptied_index" ON "report_wear_products" USING btree ("account_id") WHERE "tires" = 0;--> statement-breakpoint
-- Existing databases: the background refresh fills both from report_tire_wear, account by account.
INSERT INTO report_changes (kind, key) SELECT 'wear_rollup_account', a.id FROM accounts a WHERE EXISTS (SELECT 1 FROM report_tire_wear w WHERE w.account_id = a.id);
