import type { AccountType, FleetProfile } from './organization-types';
import type { Random } from './random';

const VOCATIONAL = new Set(['CONSTRUCTION', 'REFUSE', 'LOGGING', 'MINING', 'MUNICIPAL', 'AGRICULTURE']);

/** How a fleet buys and runs tires, drawn from its type, country and vocation. */
export function fleetProfile(rng: Random, type: AccountType, country: 'US' | 'CA', vocationValue: string, isAnchor: boolean): FleetProfile {
  const vocational = VOCATIONAL.has(vocationValue);
  const primarySize = vocational
    ? rng.weighted([['11R22.5', 0.5], ['315/80R22.5', 0.5]] as const)
    : country === 'CA'
      ? rng.weighted([['11R22.5', 0.5], ['295/75R22.5', 0.4], ['275/80R22.5', 0.1]] as const)
      : rng.weighted([['295/75R22.5', 0.55], ['11R22.5', 0.35], ['275/80R22.5', 0.1]] as const);
  const trailerSize =
    vocationValue === 'PICKUP_DELIVERY'
      ? rng.weighted([['255/70R22.5', 0.5], [primarySize, 0.5]] as const)
      : rng.weighted([[primarySize, 0.7], ['11R24.5', 0.15], ['285/75R24.5', 0.15]] as const);
  return {
    vocationValue,
    primarySize: primarySize === '315/80R22.5' && !vocational ? '11R22.5' : primarySize,
    trailerSize: trailerSize === '315/80R22.5' ? '11R22.5' : trailerSize,
    wideBaseShare: vocationValue === 'LINE_HAUL' ? 0.2 : vocational ? 0 : 0.05,
    retreadShare: type === 5 ? 0.1 : type === 9 ? 0.15 : rng.float(0.2, 0.45),
    ownBrandShare: isAnchor ? 0.65 : rng.float(0.35, 0.8),
    surveyCadenceDays: isAnchor ? 21 : rng.int(24, 35),
    usesTrailerReadiness: isAnchor || rng.chance(0.5),
    usesTorque: isAnchor || rng.chance(0.5),
    readsMetric: country === 'CA',
  };
}
