-- A straight truck is its own unit type, no longer filed as a tractor: its configuration and
-- its units move to it. Only in a database that already has the catalog (a new one is seeded
-- with the type); ids are given explicitly, as the seed gives them.
INSERT INTO "unit_types" ("id", "code", "name")
SELECT (SELECT max("id") + 1 FROM "unit_types"), 'straight_truck', 'Straight truck'
WHERE EXISTS (SELECT 1 FROM "axle_configurations" WHERE "code" = 'STRAIGHT_TRUCK_5_AXLE')
  AND NOT EXISTS (SELECT 1 FROM "unit_types" WHERE "code" = 'straight_truck');--> statement-breakpoint
UPDATE "axle_configurations" SET "unit_type_id" = (SELECT "id" FROM "unit_types" WHERE "code" = 'straight_truck')
WHERE "code" = 'STRAIGHT_TRUCK_5_AXLE' AND EXISTS (SELECT 1 FROM "unit_types" WHERE "code" = 'straight_truck');--> statement-breakpoint
UPDATE "units" SET "unit_type_id" = (SELECT "id" FROM "unit_types" WHERE "code" = 'straight_truck')
WHERE "axle_configuration_id" IN (SELECT "id" FROM "axle_configurations" WHERE "code" = 'STRAIGHT_TRUCK_5_AXLE')
  AND EXISTS (SELECT 1 FROM "unit_types" WHERE "code" = 'straight_truck');
