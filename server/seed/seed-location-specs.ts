import * as t from '../db/schema';
import type { SeedContext } from './context';
import type { Organizations } from './organization-types';
import type { Application } from './products-catalog';
import { WIDE_BASE_SIZE } from './products-catalog';
import { stream } from './random';

export interface Spec {
  targetPressurePsi: number;
  maxPressurePsi: number;
  minTreadDepthMm: number;
  warnTreadDepthMm: number;
}

export type SpecLookup = (locationId: number, positionClass: Application, tireSizeId: number) => Spec;

/** Legal minimums: 4/32 in on steer, 2/32 in elsewhere; warnings two 32nds above (DESIGN.md). */
const TREAD_LIMITS: Record<Application, Pick<Spec, 'minTreadDepthMm' | 'warnTreadDepthMm'>> = {
  steer: { minTreadDepthMm: 3.175, warnTreadDepthMm: 4.7625 },
  drive: { minTreadDepthMm: 1.5875, warnTreadDepthMm: 3.175 },
  trail: { minTreadDepthMm: 1.5875, warnTreadDepthMm: 3.175 },
};

const COMMON_PRESSURE: Record<Application, { target: number; max: number }> = {
  steer: { target: 110, max: 120 },
  drive: { target: 100, max: 120 },
  trail: { target: 100, max: 120 },
};

/**
 * Common specs (no fleet location) per position class, with a wide-base variant; about one
 * yard in five, and every anchor's first yard, has its own. A location's own spec wins.
 */
export function seedLocationSpecs(ctx: SeedContext, orgs: Organizations, sizeIds: Record<string, number>): SpecLookup {
  const rng = stream(ctx.seed, 'specs');
  const specs = new Map<string, Spec>();
  const key = (locationId: number | null, positionClass: Application, tireSizeId: number | null) => `${locationId ?? '*'}|${positionClass}|${tireSizeId ?? '*'}`;
  const add = (locationId: number | null, positionClass: Application, tireSizeId: number | null, spec: Spec) => {
    specs.set(key(locationId, positionClass, tireSizeId), spec);
    ctx.writer.add(t.locationSpecs, {
      id: ctx.ids.next(t.locationSpecs), fleetLocationId: locationId, tireSizeId, positionClass, ...spec,
      updatedAt: new Date(ctx.historyStart.getTime() - rng.int(1, 200) * 86_400_000),
    });
  };
  const classes: Application[] = ['steer', 'drive', 'trail'];
  const wideBaseId = sizeIds[WIDE_BASE_SIZE]!;

  for (const positionClass of classes) {
    const pressure = COMMON_PRESSURE[positionClass];
    add(null, positionClass, null, { targetPressurePsi: pressure.target, maxPressurePsi: pressure.max, ...TREAD_LIMITS[positionClass] });
    if (positionClass !== 'steer') add(null, positionClass, wideBaseId, { targetPressurePsi: 110, maxPressurePsi: 130, ...TREAD_LIMITS[positionClass] });
  }
  for (const location of orgs.locations) {
    const isAnchorFirstYard = location.index === 0 && orgs.accountById.get(location.accountId)!.demoKey !== null;
    if (!isAnchorFirstYard && !rng.chance(0.2)) continue;
    for (const positionClass of classes) {
      const target = positionClass === 'steer' ? rng.pick([105, 110, 115]) : rng.pick([100, 100, 105]);
      add(location.id, positionClass, null, { targetPressurePsi: target, maxPressurePsi: rng.pick([120, 125, 130]), ...TREAD_LIMITS[positionClass] });
    }
  }

  return (locationId, positionClass, tireSizeId) =>
    specs.get(key(locationId, positionClass, tireSizeId)) ??
    specs.get(key(locationId, positionClass, null)) ??
    specs.get(key(null, positionClass, tireSizeId)) ??
    specs.get(key(null, positionClass, null))!;
}
