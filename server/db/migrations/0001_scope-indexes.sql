CREATE INDEX "accounts_owner_dealer_id_index" ON "accounts" USING btree ("owner_dealer_id");--> statement-breakpoint
CREATE INDEX "accounts_common_owner_id_index" ON "accounts" USING btree ("common_owner_id");--> statement-breakpoint
CREATE INDEX "fleet_locations_region_id_index" ON "fleet_locations" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "fleet_locations_group_id_index" ON "fleet_locations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "users_technician_number_index" ON "users" USING btree ("technician_number");