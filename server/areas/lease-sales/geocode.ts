import type { GeocodeQuery, GeocodeResponse } from '../../../contract/lease-sales';
import { HttpError } from '../../plugins/error-handler';

/**
 * A Canadian postal code's first letter names its province (Canada Post's districts); the data
 * set's province field sometimes holds a county or town instead, so the letter decides. X is
 * shared by the Northwest Territories and Nunavut.
 */
const PROVINCE_BY_LETTER: Record<string, string> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
};
const provinceOf = (code: string, dataState: string) =>
  code.startsWith('X') && /nunavut/i.test(dataState) ? 'NU' : (PROVINCE_BY_LETTER[code[0]!] ?? dataState);

type Lookup = (code: string) => { zip: string; latitude: number; longitude: number; city: string; state: string; country: string } | undefined;
let lookup: Promise<Lookup> | null = null;

/**
 * The zipcodes package's tables (US ZIP codes and Canadian forward sortation areas, about 5 MB of
 * JavaScript) are loaded on the first geocode, not at start-up. Nothing is fetched over the network.
 */
function loadLookup(): Promise<Lookup> {
  lookup ??= import('zipcodes').then((module) => {
    const zipcodes = (module as { default?: typeof import('zipcodes') }).default ?? module;
    return (code: string) => zipcodes.lookup(code) as ReturnType<Lookup>;
  });
  return lookup;
}

/**
 * The centroid of a US ZIP code (the first five digits of a ZIP+4) or of a Canadian postal
 * code's forward sortation area (its first three characters: the data set holds no finer
 * Canadian points). Street and city do not move the point; an unknown code is a 404 naming it.
 */
export async function geocode(query: GeocodeQuery): Promise<GeocodeResponse> {
  const code = query.zip.trim().toUpperCase();
  const key = /^\d/.test(code) ? code.slice(0, 5) : code.slice(0, 3);
  const found = (await loadLookup())(key);
  if (!found) throw new HttpError(404, `No coordinates are known for the postal code ${code}`);
  const canadian = found.country !== 'US';
  return {
    latitude: found.latitude,
    longitude: found.longitude,
    postal_code: String(found.zip),
    city: found.city,
    state: canadian ? provinceOf(key, found.state) : found.state,
    country: canadian ? 'CA' : 'US',
  };
}
