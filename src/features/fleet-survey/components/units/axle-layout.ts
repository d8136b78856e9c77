import type { AxleDefinition } from '../../data/types';

export interface WheelRect {
  x: number;
  y: number;
  width: number;
  height: number;
  axle: number;
  side: 'left' | 'right';
}

export interface AxleLayout {
  width: number;
  height: number;
  chassis: { x: number; y: number; width: number; height: number };
  axles: { axle_number: number; x: number; position_class: AxleDefinition['position_class']; is_lift: boolean }[];
  wheels: WheelRect[];
}

const WHEEL_W = 12;
const WHEEL_H = 8;
const AXLE_GAP = 22;
const MARGIN = 8;
/** A bigger gap between the front (steer) axles and the rest reads as a cab and its body. */
const STEER_GAP = 12;

/**
 * The top view of a unit, front at the left: an axle across the chassis, with its tires per
 * side (tire_count / 2, spec 2 §3) stacked outward at each end: one for singles, two for duals.
 */
export function axleLayout(axles: AxleDefinition[]): AxleLayout {
  const sorted = [...axles].sort((a, b) => a.axle_number - b.axle_number);
  const maxPerSide = Math.max(1, ...sorted.map((a) => Math.max(1, Math.floor(a.tire_count / 2))));
  const height = 2 * MARGIN + 2 * maxPerSide * (WHEEL_H + 2) + 20;
  const centre = height / 2;
  const placed: AxleLayout['axles'] = [];
  const wheels: WheelRect[] = [];
  let x = MARGIN + WHEEL_W / 2;
  sorted.forEach((axle, index) => {
    if (index > 0) x += AXLE_GAP + (sorted[index - 1]!.position_class === 'steer' && axle.position_class !== 'steer' ? STEER_GAP : 0);
    placed.push({ axle_number: axle.axle_number, x, position_class: axle.position_class, is_lift: Boolean(axle.is_lift) });
    const perSide = Math.max(1, Math.floor(axle.tire_count / 2));
    for (let i = 0; i < perSide; i += 1) {
      const offset = 10 + i * (WHEEL_H + 2);
      wheels.push({ x: x - WHEEL_W / 2, y: centre - offset - WHEEL_H, width: WHEEL_W, height: WHEEL_H, axle: axle.axle_number, side: 'left' });
      wheels.push({ x: x - WHEEL_W / 2, y: centre + offset, width: WHEEL_W, height: WHEEL_H, axle: axle.axle_number, side: 'right' });
    }
  });
  const width = x + WHEEL_W / 2 + MARGIN;
  return { width, height, chassis: { x: MARGIN / 2, y: centre - 6, width: width - MARGIN, height: 12 }, axles: placed, wheels };
}

/** "2-4-4-4-4": tires per axle, front to back, as fleets name configurations. */
export function axlePattern(axles: AxleDefinition[]): string {
  return [...axles]
    .sort((a, b) => a.axle_number - b.axle_number)
    .map((a) => a.tire_count)
    .join('-');
}
