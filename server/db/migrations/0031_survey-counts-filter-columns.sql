-- The inspection list selects its surveys from report_survey_counts alone: each row carries the
-- survey's columns the list filters on (its date, removal, account, location, dealer and
-- surveyor), so a range over every fleet reads its rows through these indexes where it joined
-- every matched survey to all of report_survey_counts (a hash join over 109 thousand rows, about
-- 100 ms at scale 100). Rows whose survey is gone have nothing to copy and go.
DELETE FROM "report_survey_counts" sc WHERE NOT EXISTS (SELECT 1 FROM "surveys" s WHERE s.id = sc.survey_id);--> statement-breakpoint
ALTER TABLE "report_survey_counts" ADD COLUMN "survey_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ADD COLUMN "fleet_location_id" integer;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ADD COLUMN "dealer_id" integer;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ADD COLUMN "survey_by_user_id" integer;--> statement-breakpoint
UPDATE "report_survey_counts" sc SET "survey_date" = s.survey_date, "deleted_at" = s.deleted_at, "account_id" = s.account_id,
  "fleet_location_id" = s.fleet_location_id, "dealer_id" = s.dealer_id, "survey_by_user_id" = s.survey_by_user_id
FROM "surveys" s WHERE s.id = sc.survey_id;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ALTER COLUMN "survey_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ALTER COLUMN "fleet_location_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_survey_counts" ALTER COLUMN "survey_by_user_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "report_survey_counts_survey_date_index" ON "report_survey_counts" USING btree ("survey_date");--> statement-breakpoint
CREATE INDEX "report_survey_counts_account_id_survey_date_index" ON "report_survey_counts" USING btree ("account_id","survey_date");--> statement-breakpoint
CREATE INDEX "report_survey_counts_fleet_location_id_survey_date_index" ON "report_survey_counts" USING btree ("fleet_location_id","survey_date");--> statement-breakpoint
CREATE INDEX "report_survey_counts_dealer_id_survey_date_index" ON "report_survey_counts" USING btree ("dealer_id","survey_date");--> statement-breakpoint
CREATE INDEX "report_survey_counts_survey_by_user_id_index" ON "report_survey_counts" USING btree ("survey_by_user_id");--> statement-breakpoint
-- A survey re-dated, removed or restored, or given another account, dealer or surveyor makes its
-- row stale (a new location already logs 'survey': its spec changes what its readings count).
CREATE TRIGGER report_log_update_filters AFTER UPDATE ON surveys FOR EACH ROW
  WHEN ((OLD.survey_date, OLD.deleted_at, OLD.account_id, OLD.dealer_id, OLD.survey_by_user_id)
    IS DISTINCT FROM (NEW.survey_date, NEW.deleted_at, NEW.account_id, NEW.dealer_id, NEW.survey_by_user_id))
  EXECUTE FUNCTION report_log_row('survey_sums', 'id');
