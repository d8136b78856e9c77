/**
 * World manufacturer identifiers (the first three characters of a VIN, assigned by SAE under
 * 49 CFR 565) of the makers of the trucks and trailers a US or Canadian fleet runs, curated from
 * the makers' own VIN guides. The names are the unit form's manufacturer options, so a decoded
 * maker selects the option the fleet already uses. A maker with several plants has one WMI
 * per plant (1 = USA, 2 = Canada, 3 = Mexico, 4 and 5 = USA).
 */
export const TRUCK_AND_TRAILER_WMI: Readonly<Record<string, string>> = {
  // Trucks and tractors.
  '1FU': 'Freightliner',
  '1FV': 'Freightliner',
  '3AK': 'Freightliner',
  '3AL': 'Freightliner',
  '4UZ': 'Freightliner',
  '1XK': 'Kenworth',
  '1NK': 'Kenworth',
  '2XK': 'Kenworth',
  '3WK': 'Kenworth',
  '1XP': 'Peterbilt',
  '1NP': 'Peterbilt',
  '2XP': 'Peterbilt',
  '1HT': 'International',
  '1HS': 'International',
  '2HS': 'International',
  '3HS': 'International',
  '3HA': 'International',
  '1M1': 'Mack',
  '1M2': 'Mack',
  '4V1': 'Volvo',
  '4V2': 'Volvo',
  '4V4': 'Volvo',
  '4V5': 'Volvo',
  '4VG': 'Volvo',
  '5KJ': 'Western Star',
  '5KK': 'Western Star',
  '2WK': 'Western Star',
  '2WL': 'Western Star',
  // Trailers.
  '1GR': 'Great Dane',
  '1JJ': 'Wabash',
  '1UY': 'Utility',
  '3H3': 'Hyundai Translead',
  '1DW': 'Stoughton',
  '527': 'Vanguard',
  '13N': 'Fontaine',
  '1PT': 'Trailmobile',
  '1S1': 'Strick',
  '2M5': 'Manac',
};
