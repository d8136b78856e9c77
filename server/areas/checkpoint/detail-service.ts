import { mismatchLevel, type Axle, type Wheel } from '../../../contract/checkpoint';
import {
  axleMismatch,
  dualMismatch,
  pressureLevel,
  resolveSpec,
  treadLevel,
  type ExceptionLevel,
  type PositionClass,
  type SpecRow,
} from '../../../contract/tire-exceptions';
import { convertMeasure, type MeasureUnits } from '../../exports/units';
import { positionCode } from '../../tire-exceptions/position-code';
import type { WheelReading } from './detail-repository';

/*
 * One crossing's axles with the contract's functions, the rules of server/reporting/crossing-counts applied
 * to one crossing: levels per wheel, the dual mismatch of each end, the mismatch of each axle.
 */

export interface EvaluatedWheel {
  position: string;
  side: 'left' | 'right';
  place: 'single' | 'inner' | 'outer';
  pressurePsi: number | null;
  treadMm: number | null;
  pressureLevel: ExceptionLevel;
  treadLevel: ExceptionLevel;
}

export interface EvaluatedSide {
  wheels: EvaluatedWheel[];
  mismatch: boolean;
  pressureMismatch: boolean;
  level: ExceptionLevel;
}

export interface EvaluatedAxle {
  axleNumber: number;
  positionClass: PositionClass;
  isLift: boolean;
  mismatch: boolean;
  pressureMismatch: boolean;
  level: ExceptionLevel;
  left: EvaluatedSide;
  right: EvaluatedSide;
}

/** As seen from behind the unit: left outer, left inner, right inner, right outer. */
const PLACE_ORDER = { left: { outer: 0, single: 1, inner: 2 }, right: { inner: 0, single: 1, outer: 2 } } as const;


const measured = (wheel: EvaluatedWheel) => ({ pressure_psi: wheel.pressurePsi, tread_depth_mm: wheel.treadMm });

function evaluateSide(side: 'left' | 'right', wheels: EvaluatedWheel[]): EvaluatedSide {
  const sorted = wheels.filter((w) => w.side === side).sort((a, b) => PLACE_ORDER[side][a.place] - PLACE_ORDER[side][b.place]);
  const inner = sorted.find((w) => w.place === 'inner') ?? null;
  const outer = sorted.find((w) => w.place === 'outer') ?? null;
  const result = dualMismatch(inner && measured(inner), outer && measured(outer));
  const compared = inner?.treadMm != null && outer?.treadMm != null;
  return {
    wheels: sorted,
    mismatch: result.tread,
    pressureMismatch: result.pressure,
    level: mismatchLevel(compared, result.tread, [inner?.treadLevel ?? 'unknown', outer?.treadLevel ?? 'unknown']),
  };
}

/** The axles of one crossing's wheels, by axle number. */
export function evaluateCrossing(readings: readonly WheelReading[], specs: readonly SpecRow[]): EvaluatedAxle[] {
  const byAxle = new Map<number, WheelReading[]>();
  for (const reading of readings) byAxle.set(reading.axle_number, [...(byAxle.get(reading.axle_number) ?? []), reading]);
  return [...byAxle.entries()]
    .sort(([a], [b]) => a - b)
    .map(([axleNumber, axleReadings]) => {
      const positionClass = axleReadings[0]!.cls;
      const wheels = axleReadings.map((reading): EvaluatedWheel => {
        const spec = resolveSpec(specs, reading.cls, reading.size);
        return {
          position: positionCode(axleNumber, reading.side, reading.place),
          side: reading.side,
          place: reading.place,
          pressurePsi: reading.p,
          treadMm: reading.t,
          pressureLevel: pressureLevel(reading.p, spec),
          treadLevel: treadLevel(reading.t, reading.cls, spec),
        };
      });
      const left = evaluateSide('left', wheels);
      const right = evaluateSide('right', wheels);
      const result = axleMismatch(left.wheels.map(measured), right.wheels.map(measured));
      const compared = left.wheels.some((w) => w.treadMm !== null) && right.wheels.some((w) => w.treadMm !== null);
      return {
        axleNumber,
        positionClass,
        isLift: axleReadings.some((reading) => reading.is_lift_axle),
        mismatch: result.tread,
        pressureMismatch: result.pressure,
        level: mismatchLevel(compared, result.tread, wheels.map((w) => w.treadLevel)),
        left,
        right,
      };
    });
}

function toWheel(wheel: EvaluatedWheel, system: MeasureUnits): Wheel {
  return {
    position: wheel.position,
    place: wheel.place,
    pressure: wheel.pressurePsi === null ? null : convertMeasure('pressure', system, wheel.pressurePsi),
    pressure_color: wheel.pressureLevel,
    tread_depth: wheel.treadMm === null ? null : convertMeasure('tread', system, wheel.treadMm),
    tread_depth_color: wheel.treadLevel,
  };
}

const toSide = (side: EvaluatedSide, system: MeasureUnits) => ({
  mismatch: side.mismatch,
  color: side.level,
  pressure_mismatch: side.pressureMismatch,
  wheels: side.wheels.map((wheel) => toWheel(wheel, system)),
});

/** The detail's tires: values in the user's units, rounded as the files show them. */
export function toDetailAxles(axles: readonly EvaluatedAxle[], system: MeasureUnits): Axle[] {
  return axles.map((axle) => ({
    axle_number: axle.axleNumber,
    position_class: axle.positionClass,
    mismatch: axle.mismatch,
    mismatch_axle_color: axle.level,
    pressure_mismatch: axle.pressureMismatch,
    is_lift_axle: axle.isLift,
    left_side: toSide(axle.left, system),
    right_side: toSide(axle.right, system),
  }));
}
