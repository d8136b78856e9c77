import type { Random } from './random';
import type { Hub } from './reference-geography';

/** Canadian postal codes never use D, F, I, O, Q or U. */
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** A ZIP code (US) or postal code (Canada) in the hub's area. */
export function postalCode(rng: Random, hub: Hub): string {
  if (hub.country === 'US') return `${hub.postalPrefix}${rng.digits(2)}`;
  return `${hub.postalPrefix}${rng.letters(1, POSTAL_LETTERS)} ${rng.digits(1)}${rng.letters(1, POSTAL_LETTERS)}${rng.digits(1)}`;
}

/** A point within about ten miles of the hub. */
export function nearHub(rng: Random, hub: Hub): { latitude: number; longitude: number } {
  return {
    latitude: Math.round((hub.latitude + rng.float(-0.15, 0.15)) * 1e5) / 1e5,
    longitude: Math.round((hub.longitude + rng.float(-0.15, 0.15)) * 1e5) / 1e5,
  };
}
