-- The fleet condition report counts tire age beside pressure and tread: each level row of a
-- survey also carries the tires' age level under the location's rule (contract/tire-age.ts,
-- tireAgeLevelSql), 0 (no DOT date) until recomputed. Every account is recomputed in the
-- background, one per transaction (server/reporting/refresh.ts), as a rebuild does.
ALTER TABLE "report_survey_levels" ADD COLUMN "age_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO "report_changes" ("kind", "key") SELECT 'account', "id" FROM "accounts" ORDER BY "id";
