-- The unit history report reads one unit's service calls newest first; without this index
-- every page scanned the whole service_calls table.
CREATE INDEX IF NOT EXISTS "service_calls_unit_id_called_at_index" ON "service_calls" USING btree ("unit_id","called_at");
