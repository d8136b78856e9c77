-- The inspection report's units inspected, for any range, report type, surveyor and dealer: each
-- survey keeps the units it inspected as a bit set (server/reporting/survey-counts.ts), unit id
-- u as bit u % 64 of the 64-bit word u / 64. The distinct units of any set of surveys are the
-- set bits of the words OR-ed per word number: about two words a survey where counting the
-- inspections read 634 thousand rows for a year over every fleet at scale 100.
ALTER TABLE "report_survey_counts" ADD COLUMN "unit_words" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ADD COLUMN "unit_bits" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "report_survey_counts" sc SET "unit_words" = b.words, "unit_bits" = b.bits
FROM (
  SELECT survey_id, array_agg(word ORDER BY word) AS words, array_agg(bits ORDER BY word) AS bits
  FROM (
    SELECT survey_id, unit_id >> 6 AS word, bit_or(1::bigint << (unit_id & 63)) AS bits
    FROM report_inspection_counts GROUP BY 1, 2
  ) w
  GROUP BY survey_id
) b
WHERE b.survey_id = sc.survey_id;--> statement-breakpoint
-- The live units of the surveyed locations, per location and type for the tiles and as unit ids
-- for the units not inspected, both read from the index alone.
DROP INDEX IF EXISTS "units_live_location_type";--> statement-breakpoint
CREATE INDEX "units_live_location_type" ON "units" USING btree ("fleet_location_id","unit_type_id","id") WHERE deleted_at is null;--> statement-breakpoint
-- The bit sets answer every range the unit visits (0024) answered: the visits go.
DROP TRIGGER IF EXISTS report_log_update_visits ON surveys;--> statement-breakpoint
DROP TRIGGER IF EXISTS report_log_update_visits ON units;--> statement-breakpoint
DROP TRIGGER IF EXISTS report_log_delete_visits ON units;--> statement-breakpoint
DELETE FROM report_changes WHERE kind IN ('visit_unit', 'visit_survey');--> statement-breakpoint
DROP TABLE "report_unit_visits";
