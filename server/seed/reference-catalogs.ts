/** Lookup lists of the survey and report forms. */

/** The last entry has an empty value on purpose: selects drop it (spec 3 §5). */
export const VOCATIONS = [
  { name: 'Line Haul', value: 'LINE_HAUL' },
  { name: 'Regional Haul', value: 'REGIONAL' },
  { name: 'Pickup and Delivery', value: 'PICKUP_DELIVERY' },
  { name: 'Construction', value: 'CONSTRUCTION' },
  { name: 'Refuse', value: 'REFUSE' },
  { name: 'Logging', value: 'LOGGING' },
  { name: 'Mining', value: 'MINING' },
  { name: 'Municipal', value: 'MUNICIPAL' },
  { name: 'Agriculture', value: 'AGRICULTURE' },
  { name: 'Oil and Gas', value: 'OIL_GAS' },
  { name: 'Bulk and Tanker', value: 'BULK_TANKER' },
  { name: 'Not specified', value: '' },
] as const;
export type VocationValue = (typeof VOCATIONS)[number]['value'];

export const UNIT_TYPES = [
  { code: 'tractor', name: 'Tractor' },
  { code: 'trailer', name: 'Trailer' },
  { code: 'dolly', name: 'Dolly' },
  { code: 'misc', name: 'Miscellaneous' },
  // A rigid truck with its own axle layouts (pusher and tag axles); not a tractor.
  { code: 'straight_truck', name: 'Straight truck' },
] as const;
export type UnitTypeCode = (typeof UNIT_TYPES)[number]['code'];

/** The wheel positions of the report filters (spec 1 §9); "all positions" is a filter, not a class. */
export const POSITIONS = [
  { code: 'steer', name: 'Steer', positionClass: 'steer' },
  { code: 'drive', name: 'Drive', positionClass: 'drive' },
  { code: 'trail', name: 'Trailer', positionClass: 'trail' },
  { code: 'allpositions', name: 'All positions', positionClass: 'unknown' },
  { code: 'unknown', name: 'Unknown', positionClass: 'unknown' },
] as const;

export const WEAR_CONDITIONS = [
  { code: 'CUPPING', name: 'Cupping / scalloping', isCritical: false },
  { code: 'FEATHERING', name: 'Feathering (toe wear)', isCritical: false },
  { code: 'HEEL_TOE', name: 'Heel/toe wear', isCritical: false },
  { code: 'DIAGONAL', name: 'Diagonal wear', isCritical: false },
  { code: 'ONE_SIDE_SHOULDER', name: 'One-side shoulder wear', isCritical: false },
  { code: 'BOTH_SHOULDER', name: 'Both shoulders wear (under-inflation)', isCritical: true },
  { code: 'CENTER', name: 'Center wear (over-inflation)', isCritical: false },
  { code: 'FLAT_SPOT', name: 'Flat spot (brake skid)', isCritical: true },
  { code: 'RIB_PUNCH', name: 'Rib punch', isCritical: false },
  { code: 'RIVER_WEAR', name: 'River wear / rail wear', isCritical: false },
  { code: 'ERRATIC_DEPRESSION', name: 'Erratic depression wear', isCritical: false },
  { code: 'CUTS_CHIPS', name: 'Cuts and chips', isCritical: false },
  { code: 'STONE_DRILLING', name: 'Stone drilling', isCritical: false },
  { code: 'SIDEWALL_DAMAGE', name: 'Sidewall damage', isCritical: true },
  { code: 'BEAD_DAMAGE', name: 'Bead damage', isCritical: true },
  { code: 'RUN_FLAT', name: 'Run flat', isCritical: true },
] as const;
export type WearConditionCode = (typeof WEAR_CONDITIONS)[number]['code'];

export const VALVE_TYPES = [
  'Standard rubber snap-in',
  'Metal clamp-in',
  'Dual-foot metal',
  'Flow-through valve cap',
  'TPMS sensor valve',
  'Valve extension',
] as const;

export const REMOVAL_REASONS = [
  { code: 'WORN_OUT', name: 'Worn out (at pull point)' },
  { code: 'IRREGULAR_WEAR', name: 'Irregular wear' },
  { code: 'PUNCTURE', name: 'Puncture' },
  { code: 'SIDEWALL', name: 'Sidewall damage' },
  { code: 'ROAD_HAZARD', name: 'Road hazard' },
  { code: 'RUN_FLAT', name: 'Run flat / under-inflation' },
  { code: 'SEPARATION', name: 'Tread separation' },
  { code: 'BEAD', name: 'Bead damage' },
  { code: 'AGE', name: 'Age / weather checking' },
  { code: 'MISMATCH', name: 'Dual mismatch' },
  { code: 'RETREAD', name: 'Pulled for retreading' },
  { code: 'OTHER', name: 'Other' },
] as const;
export type RemovalReasonCode = (typeof REMOVAL_REASONS)[number]['code'];

export const REJECT_REASONS = [
  'Bead damage',
  'Sidewall cuts',
  'Run flat',
  'Belt separation',
  'Excessive repairs',
  'Ozone / weather cracking',
  'Exposed or rusted steel',
  'Casing age over limit',
  'Failed previous repair',
  'Inner liner damage',
  'Crown penetrations',
] as const;

export const TRAILER_READINESS_FIELDS = [
  'Lights',
  'Brakes',
  'Mud flaps',
  'Tires',
  'Landing gear',
  'Air lines',
  'Doors',
  'Floor',
  'Registration',
  'Reflective tape',
] as const;
