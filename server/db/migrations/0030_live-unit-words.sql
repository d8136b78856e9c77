-- The inspection report's live units at the matched locations, kept rolled up: per location,
-- unit type and 64-unit word of unit ids (unit id u as bit u % 64 of word u / 64, as the
-- surveys' bit sets of 0029), how many live units and which. The report sums a few thousand
-- rows where it grouped every live unit of the matched locations (157 thousand for every fleet
-- at scale 100). Unit types are kept, not tractor/trailer kinds, so renaming a type changes
-- nothing here (server/reporting/live-units.ts).
CREATE TABLE "report_live_unit_words" (
	"fleet_location_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	"word" integer NOT NULL,
	"units" integer NOT NULL,
	"bits" bigint NOT NULL,
	CONSTRAINT "report_live_unit_words_pk" PRIMARY KEY("fleet_location_id","unit_type_id","word")
);--> statement-breakpoint
CREATE INDEX "report_live_unit_words_word_index" ON "report_live_unit_words" USING btree ("word");--> statement-breakpoint
INSERT INTO "report_live_unit_words" ("fleet_location_id", "unit_type_id", "word", "units", "bits")
SELECT fleet_location_id, unit_type_id, id >> 6, count(*)::int, bit_or(1::bigint << (id & 63))
FROM units WHERE deleted_at IS NULL GROUP BY 1, 2, 3;--> statement-breakpoint
-- A unit added, removed (or soft-deleted and back), moved to another location or given another
-- type changes the words of its id.
CREATE TRIGGER report_live_insert AFTER INSERT ON units REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('live_unit', 'id');--> statement-breakpoint
CREATE TRIGGER report_live_update AFTER UPDATE ON units FOR EACH ROW
  WHEN ((OLD.fleet_location_id, OLD.unit_type_id, OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.fleet_location_id, NEW.unit_type_id, NEW.deleted_at IS NULL))
  EXECUTE FUNCTION report_log_row('live_unit', 'id');--> statement-breakpoint
CREATE TRIGGER report_live_delete AFTER DELETE ON units REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_log_statement('live_unit', 'id');
