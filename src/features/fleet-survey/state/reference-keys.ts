import { REFERENCE_KEYS } from '../data/reference-repository';

/**
 * Keys of the reference table for what the location prefetch stores. Global lookups use the
 * data layer's well-known keys; per-location and per-type ones add the id, so two locations
 * opened on one device never overwrite each other.
 */
export const referenceKeys = {
  /** get_unit_selects (UnitSelectsResponse). */
  unitSelects: REFERENCE_KEYS.unitSelects,
  /** get_unit_configurations/{unitTypeId}: the server's shape, with left/right wheel positions. */
  unitConfigurations: (unitTypeId: number) => `${REFERENCE_KEYS.unitConfigurations}:${unitTypeId}`,
  /** get_wear_conditions ({ wear_conditions }). */
  wearConditions: REFERENCE_KEYS.wearConditions,
  /** get_removal_reasons ({ removal_reasons }). */
  removalReasons: REFERENCE_KEYS.removalReasons,
  /** get_edit_tire_selects (brands, product_lines, tire_sizes, retreaded_by_brands, wear_conditions, valve_types). */
  editTireSelects: REFERENCE_KEYS.editTireSelects,
  /** get_tread_depth_spec { location_id } ({ fleet_location_id, specs }). */
  treadDepthSpec: (locationId: number) => `${REFERENCE_KEYS.treadDepthSpec}:${locationId}`,
  /** get_selects { location_id } (accounts, owners, survey_by_users). */
  selects: (locationId: number) => `${REFERENCE_KEYS.selects}:${locationId}`,
  /** get_nonsigs/{accountId} ({ nonsigs_list }). */
  nonsigs: (accountId: number) => `nonsigs:${accountId}`,
  /** get_location/{id} ({ location }) with address, zip, country. */
  location: (locationId: number) => `location:${locationId}`,
  /** The location's last complete offline download (OfflineReadiness). */
  offlineReady: (locationId: number) => `offline_ready:${locationId}`,
} as const;

/** What the last offline download of a location brought; present once it completed. */
export interface OfflineReadiness {
  locationId: number;
  units: number;
  surveys: number;
  unitTypes: number;
  completedAt: number;
}
