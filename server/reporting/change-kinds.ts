/**
 * The kinds of report_changes entries, as the triggers of migration 0005 write them, and what
 * each makes stale:
 * - crossing (crossing id): that crossing's counts;
 * - inspection (unit inspection id): that inspection's counts and its survey's sums and tallies
 *   (its readings or their wear conditions changed);
 * - survey (survey id): every inspection of the survey, its sums and tallies (its location,
 *   hence its spec, changed; or it was added or removed);
 * - survey_sums (survey id): the survey's sums and tallies, not its inspections (trailer
 *   readiness checks; an inspection moved to another survey);
 * - dash_location (fleet location id): the dashboard aggregates of the location (a service call,
 *   item, retread order or casing there changed; migration 0007);
 * - unit (unit id): the counts of every crossing of the unit (its mounted tires or axle layout
 *   changed) and the sums of every survey that inspected it (its unit type changed);
 * - location (location id): everything at the location (its own spec changed);
 * - account (account id): everything of the account (a step of a rebuild);
 * - all (0): everything (a common spec, an axle layout or a unit type changed).
 * - torque_unit (unit id): the torque counts of that unit (one of its torque readings changed;
 *   migration 0010);
 * - torque_account (account id): the torque counts of the account, nothing else (filling the
 *   torque aggregate of a database upgraded to 0010 without recomputing every other one).
 * - wear_tire (tire id): that tire's wear row (a reading of it or its product keys changed;
 *   migration 0013); wear_unit (unit id): the wear rows of the tires on or read on the unit (an
 *   inspection's odometer, the unit's vocation or axle layout changed);
 * - wear_product (product id): the wear rows of the product's tires (price, new tread, keys);
 *   wear_account (account id): the account's wear rows only (filling a database upgraded to 0013);
 * - scrap_location (fleet location id): the scrap counts of that location (one of its scrap
 *   records changed; migration 0014);
 * - scrap_account (account id): the scrap counts of the account, nothing else (filling the scrap
 *   aggregate of a database upgraded to 0014).
 * - wear_rollup_account (account id): the wear roll-ups of the account's locations from its
 *   report_tire_wear rows, nothing else (filling the roll-ups of a database upgraded to 0018;
 *   every other change reaches them with the tire rows it recomputes, ./wear-rollups.ts).
 * - live_unit (unit id): the live unit words of the unit's id (it was added, removed, moved to
 *   another location or given another type; migration 0030, ./live-units.ts).
 */
export const NARROW_KINDS = ['crossing', 'inspection', 'survey', 'survey_sums', 'unit', 'dash_location', 'torque_unit', 'wear_tire', 'wear_unit', 'scrap_location', 'live_unit'] as const;
export const BROAD_KINDS = ['location', 'account', 'all', 'torque_account', 'wear_product', 'wear_account', 'scrap_account', 'wear_rollup_account'] as const;
export type ChangeKind = (typeof NARROW_KINDS)[number] | (typeof BROAD_KINDS)[number];
