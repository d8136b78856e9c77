-- The header's Tools › Fleet dashboard is this portal's screen, not a page of the manufacturer's site.
UPDATE "site_content"
SET "content" = replace("content"::text, '"https://www.tiremaker.example/fleet-dashboard"', '"/fleet-dashboard"')::jsonb
WHERE "kind" = 'header';--> statement-breakpoint
-- English locales spell "tire" in every message: a lone "Tyre" override made one screen differ.
DELETE FROM "translations" USING "locales"
WHERE "translations"."locale_id" = "locales"."id" AND "locales"."code" IN ('en-CA', 'en-GB')
  AND "translations"."translation_text" = 'Tire' AND "translations"."translated_text" = 'Tyre';
