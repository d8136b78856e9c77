import type { AxleDefinition, TirePlace, TirePosition, TireSide } from '../../data';
import { positionKey } from '../../data';

export type PositionClass = AxleDefinition['position_class'];

/**
 * What an axle is on its unit, read from its configuration: its position class, except that
 * on a powered unit (one with a steer or drive axle) a lift or trailing axle ahead of the drive
 * axles is a pusher and one behind them a tag axle, never a trailer's.
 */
export type AxleRole = PositionClass | 'pusher' | 'tag';

/** One wheel of the diagram: where it sits and how it is named on the yard ("2LO"). */
export interface WheelSlot extends TirePosition {
  key: string;
  label: string;
  position_class: PositionClass;
  is_lift: boolean;
  role: AxleRole;
}

export interface DiagramAxle {
  axle_number: number;
  position_class: PositionClass;
  is_lift: boolean;
  role: AxleRole;
  dual: boolean;
  /** Left to right as drawn: the left side's outer wheel first. */
  left: WheelSlot[];
  /** Left to right as drawn: the right side's inner wheel first. */
  right: WheelSlot[];
}

/** What any source of a configuration (cache, server diagram, readings) is reduced to. */
export type AxleInput = Pick<AxleDefinition, 'axle_number' | 'tire_count' | 'position_class'> & { is_lift?: boolean | null };

const POSITION_CLASSES: readonly PositionClass[] = ['steer', 'drive', 'trail', 'unknown'];

export function toPositionClass(value: unknown): PositionClass {
  return POSITION_CLASSES.includes(value as PositionClass) ? (value as PositionClass) : 'unknown';
}

/** Four or more tires are duals, as on the server (tires per side = tire count / 2). */
export function placesOf(tireCount: number): TirePlace[] {
  return tireCount >= 4 ? ['outer', 'inner'] : ['single'];
}

/** The yard's short name of a position: axle, side, and O or I on duals ("1L", "2LO", "2RI"). */
export function positionLabel(position: TirePosition): string {
  const side = position.side === 'left' ? 'L' : 'R';
  const place = position.place === 'outer' ? 'O' : position.place === 'inner' ? 'I' : '';
  return `${position.axle_number}${side}${place}`;
}

function slot(axle: AxleInput, role: AxleRole, side: TireSide, place: TirePlace): WheelSlot {
  const position = { axle_number: axle.axle_number, side, place };
  return { ...position, key: positionKey(position), label: positionLabel(position), position_class: axle.position_class, is_lift: Boolean(axle.is_lift), role };
}

/** Each axle's role (see AxleRole), front to back; `axles` are in axle order. */
export function axleRoles(axles: readonly AxleInput[]): AxleRole[] {
  const powered = axles.some((a) => a.position_class === 'steer' || a.position_class === 'drive');
  const driving = axles.flatMap((a, i) => (a.position_class === 'drive' && !a.is_lift ? [i] : []));
  const [firstDrive, lastDrive] = [driving[0], driving.at(-1)];
  return axles.map((axle, i) => {
    const carried = axle.is_lift || axle.position_class === 'trail';
    if (!powered || !carried || axle.position_class === 'steer' || firstDrive === undefined || lastDrive === undefined) return axle.position_class;
    if (i < firstDrive) return 'pusher';
    if (i > lastDrive) return 'tag';
    return axle.position_class;
  });
}

/** Axles top to bottom (steer, axle 1, first); each side drawn from the outside in or the inside out. */
export function buildDiagram(axles: readonly AxleInput[]): DiagramAxle[] {
  const ordered = [...axles].sort((a, b) => a.axle_number - b.axle_number);
  const roles = axleRoles(ordered);
  return ordered.map((axle, i) => {
    const places = placesOf(axle.tire_count);
    const role = roles[i]!;
    return {
      axle_number: axle.axle_number,
      position_class: axle.position_class,
      is_lift: Boolean(axle.is_lift),
      role,
      dual: places.length === 2,
      left: places.map((place) => slot(axle, role, 'left', place)),
      right: [...places].reverse().map((place) => slot(axle, role, 'right', place)),
    };
  });
}

/**
 * A unit without a known configuration still shows the positions it has readings for: an
 * axle with any inner or outer reading is a dual axle.
 */
export function axlesFromPositions(positions: readonly TirePosition[]): AxleInput[] {
  const byAxle = new Map<number, boolean>();
  for (const position of positions) {
    byAxle.set(position.axle_number, (byAxle.get(position.axle_number) ?? false) || position.place !== 'single');
  }
  return [...byAxle.entries()].map(([axle_number, dual]) => ({ axle_number, tire_count: dual ? 4 : 2, position_class: 'unknown', is_lift: false }));
}
