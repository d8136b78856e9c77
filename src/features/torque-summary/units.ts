import { ftLbToNm } from './app-links';

export type TorqueUnitSystem = 'imperial' | 'metric';

/** A torque in ft-lb as the user reads it: ft-lb for imperial, N·m for metric, one decimal. */
export function torqueIn(system: TorqueUnitSystem, ftLb: number | null): number | null {
  if (ftLb === null) return null;
  const value = system === 'metric' ? ftLbToNm(ftLb) : ftLb;
  return Math.round(value * 10) / 10;
}

export const torqueUnitLabel = (system: TorqueUnitSystem) => (system === 'metric' ? 'N·m' : 'ft-lb');
