-- The product analysis reads one product line and size of the chosen accounts: without this it
-- walks every tire of the account (270 thousand for the largest at scale 100).
CREATE INDEX "report_tire_wear_account_id_product_line_id_tire_size_id_index" ON "report_tire_wear" USING btree ("account_id","product_line_id","tire_size_id");
