import { round } from './context';
import type { TireState } from './fleet-state';
import type { Random } from './random';

const MM_PER_32ND = 0.79375;

/**
 * A gauge reading in whole psi: the unit's common offset (when it was last aired up) plus the
 * tire's own slow leak plus a little gauge noise. Duals share the unit offset, so dual
 * mismatches come from leaks, not from noise.
 */
export function readPressure(rng: Random, targetPsi: number, unitOffset: number, tire: TireState): number {
  const leak = tire.leakShare > 0 ? tire.leakShare * rng.float(0.6, 1) : 0;
  const psi = targetPsi * (1 + unitOffset - leak) + rng.normal(0, 1.2);
  return Math.min(150, Math.max(15, Math.round(psi)));
}

/** A tread gauge reading: US fleets read 32nds of an inch, Canadian fleets half millimetres. */
export function readTread(rng: Random, treadMm: number, metric: boolean): number {
  const measured = Math.max(0.4, treadMm + rng.normal(0, 0.25));
  if (metric) return Math.max(0.5, Math.round(measured * 2) / 2);
  return round(Math.max(1, Math.round(measured / MM_PER_32ND)) * MM_PER_32ND, 4);
}

/** A unit's inflation offset for one inspection: most fleets run a little under target. */
export function unitPressureOffset(rng: Random): number {
  return rng.normal(-0.02, 0.03);
}
