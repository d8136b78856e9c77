-- The pressure unit a user chose in the user's menu: psi (imperial), bar or kPa (metric).
-- NULL means never chosen: the units then follow the account's unit_of_measurement and the
-- user's language (contract/units-choice.ts). unit_of_measurement is kept for the spec's user record.
ALTER TABLE "users" ADD COLUMN "pressure_unit" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pressure_unit_check" CHECK ("users"."pressure_unit" IN ('psi', 'bar', 'kPa'));
