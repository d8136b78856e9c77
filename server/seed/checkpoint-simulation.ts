import * as t from '../db/schema';
import { addDays, addMinutes, DAY_MS, round } from './context';
import { wheelKey, type TireState, type UnitState, type YardEnvironment } from './fleet-state';
import { readPressure, unitPressureOffset } from './reading-model';

/**
 * Drive-over readers at the yard gate: every unit passing is read wheel by wheel, with a plate
 * photo. A one-way reader sees units coming in; a bidirectional one sees both ways. A raised
 * lift axle cannot be read. Now and then a visitor (not a fleet unit) crosses.
 */
export function simulateCheckpoint(env: YardEnvironment, units: UnitState[]): void {
  const { ctx, rng, location, account } = env;
  const readerCount = units.length >= 30 ? rng.int(1, 2) : 1;
  const readers = Array.from({ length: readerCount }, (_, i) => {
    const id = ctx.ids.next(t.checkpointReaders);
    const isBidirectional = i === 0 && (account.demoKey !== null || rng.chance(0.5));
    ctx.writer.add(t.checkpointReaders, { id, fleetLocationId: location.id, name: readerCount === 1 ? 'Main gate' : ['North gate', 'South gate'][i]!, isBidirectional });
    return { id, isBidirectional };
  });
  // More history at the benchmark scales, so checkpoint reports have a long range to scan.
  const days = ctx.scale >= 10 ? 120 : 90;
  const perDay = Math.min(10, Math.max(1.5, units.length * 0.15));
  const lastDirection = new Map<number, 'in' | 'out'>();

  for (let day = days; day >= 1; day -= 1) {
    const date = addDays(ctx.now, -day);
    const weekday = date.getUTCDay();
    const expected = perDay * (weekday === 0 || weekday === 6 ? 0.4 : 1);
    for (const reader of readers) {
      const minutes = Array.from({ length: rng.poisson(expected) }, () => rng.int(4 * 60, 22 * 60)).sort((a, b) => a - b);
      for (const minute of minutes) {
        const crossedAt = addMinutes(date, minute);
        const visitor = rng.chance(0.03);
        const unit = visitor ? null : rng.pick(units);
        const direction = reader.isBidirectional && unit ? (lastDirection.get(unit.id) === 'in' ? 'out' : 'in') : 'in';
        if (unit) lastDirection.set(unit.id, direction);
        const crossingId = ctx.ids.next(t.checkpointCrossings);
        ctx.writer.add(t.checkpointCrossings, {
          id: crossingId, readerId: reader.id, accountId: account.id, fleetLocationId: location.id, unitId: unit?.id ?? null,
          unitNumber: unit ? unit.unitNumber : `V${rng.digits(5)}`,
          licenseNumber: rng.chance(0.05) ? null : unit ? unit.licensePlate : `${rng.letters(3)}${rng.digits(4)}`,
          licensePlateStorageId: rng.uuid(), direction, crossedAt,
        });
        if (unit) writeUnitReadings(env, unit, crossingId, crossedAt);
        else writeVisitorReadings(env, crossingId);
      }
    }
  }
}

/** The tire's tread at a moment, from its last known depth and wear rate. */
function treadAt(tire: TireState, at: Date): number {
  const days = (at.getTime() - tire.treadAt.getTime()) / DAY_MS;
  return Math.min(tire.newTreadMm, Math.max(0.3, tire.treadMm - tire.wearPerDayMm * days));
}

function writeUnitReadings(env: YardEnvironment, unit: UnitState, crossingId: number, crossedAt: Date): void {
  const { ctx, rng } = env;
  const liftRaised = rng.chance(0.5);
  const offset = unitPressureOffset(rng);
  for (const wheel of unit.wheels) {
    const tire = unit.tires.get(wheelKey(wheel))!;
    const unread = (wheel.isLift && liftRaised) || rng.chance(0.015);
    const target = env.specFor(env.location.id, wheel.positionClass, tire.product.tireSizeId).targetPressurePsi;
    ctx.writer.add(t.checkpointReadings, {
      id: ctx.ids.next(t.checkpointReadings), crossingId, axleNumber: wheel.axleNumber, side: wheel.side, place: wheel.place,
      isLiftAxle: wheel.isLift, pressurePsi: unread ? null : readPressure(rng, target, offset, tire),
      // The reader measures to a tenth of a millimetre.
      treadDepthMm: unread ? null : round(Math.max(0.3, treadAt(tire, crossedAt) + rng.normal(0, 0.3)), 1),
    });
  }
}

/** A visitor's tractor: three axles, readings without a tire history. */
function writeVisitorReadings(env: YardEnvironment, crossingId: number): void {
  const { ctx, rng } = env;
  for (const [axleNumber, places] of [[1, ['single']], [2, ['outer', 'inner']], [3, ['outer', 'inner']]] as const) {
    for (const side of ['left', 'right'] as const) {
      for (const place of places) {
        ctx.writer.add(t.checkpointReadings, {
          id: ctx.ids.next(t.checkpointReadings), crossingId, axleNumber, side, place, isLiftAxle: false,
          pressurePsi: Math.round(rng.normal(axleNumber === 1 ? 108 : 98, 6)), treadDepthMm: round(rng.float(3, axleNumber === 1 ? 14 : 20), 1),
        });
      }
    }
  }
}
