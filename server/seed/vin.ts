import type { Random } from './random';

/** World manufacturer identifiers (the first three VIN characters) of the makers in the demo. */
const WMI: Record<string, string> = {
  Freightliner: '1FU', Peterbilt: '1XP', Kenworth: '1XK', Volvo: '4V4', International: '3HS', Mack: '1M1',
  'Western Star': '5KK', 'Great Dane': '1GR', Utility: '1UY', Wabash: '1JJ', 'Hyundai Translead': '3H3',
  Stoughton: '1DW', Vanguard: '527', Polar: '1PM', Fontaine: '13N',
};

/** Model-year codes from 2001; I, O, Q, U, Z and 0 are never used. */
const YEAR_CODES = '123456789ABCDEFGHJKLMNPRSTVWXY';
const VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH'].map((c, i) => [c, i + 1] as const)
    .concat([...'JKLMN'].map((c, i) => [c, i + 1] as const), [['P', 7], ['R', 9]], [...'STUVWXYZ'].map((c, i) => [c, i + 2] as const))
    .concat([...'0123456789'].map((c) => [c, Number(c)] as const)),
);
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A 17-character VIN with a valid check digit (position 9). */
export function vin(rng: Random, manufacturer: string, year: number): string {
  const wmi = WMI[manufacturer] ?? '1XX';
  const descriptor = rng.letters(2) + rng.digits(1) + rng.letters(1) + rng.digits(1);
  const yearCode = YEAR_CODES[(year - 2001) % 30]!;
  const body = `${wmi}${descriptor}0${yearCode}${rng.letters(1)}${rng.digits(6)}`;
  const sum = [...body].reduce((total, char, i) => total + (VALUES[char] ?? 0) * WEIGHTS[i]!, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return body.slice(0, 8) + check + body.slice(9);
}
