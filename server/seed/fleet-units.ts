import * as t from '../db/schema';
import { wheelPositions, type AxleConfiguration } from './axle-configurations';
import { addDays } from './context';
import { wheelKey, type UnitState, type YardEnvironment } from './fleet-state';
import type { Random } from './random';
import type { UnitTypeCode } from './reference-catalogs';
import { createSpare, createTire, mountTire, partnerWheel } from './tire-factory';
import { DOLLY_MANUFACTURERS, TRACTOR_MANUFACTURERS, TRAILER_MANUFACTURERS, UNIT_SELECT_OPTIONS } from './unit-select-options';
import { vin } from './vin';

const VOCATIONAL = new Set(['CONSTRUCTION', 'REFUSE', 'LOGGING', 'MINING', 'MUNICIPAL', 'AGRICULTURE']);

/** Configuration codes with weights, by the kind of work the fleet does. */
function unitMix(vocation: string, wideBaseShare: number): readonly (readonly [string, number])[] {
  if (VOCATIONAL.has(vocation)) {
    return [['STRAIGHT_TRUCK_5_AXLE', 45], ['TRACTOR_6X4', 25], ['TRAILER_TRIDEM', 10], ['TRAILER_TANDEM', 15], ['MISC_YARD_TRUCK', 5]];
  }
  if (vocation === 'PICKUP_DELIVERY') {
    return [['TRACTOR_4X2', 24], ['TRACTOR_6X4', 16], ['TRAILER_SINGLE', 18], ['TRAILER_TANDEM', 32], ['DOLLY_SINGLE', 8], ['MISC_YARD_TRUCK', 2]];
  }
  const wide = wideBaseShare * 100;
  return [
    ['TRACTOR_6X4', 38 - wide * 0.4], ['TRACTOR_6X4_WIDE_BASE', wide * 0.4], ['TRACTOR_4X2', 2],
    ['TRAILER_TANDEM', 30 - wide * 0.5], ['TRAILER_WIDE_BASE', wide * 0.5], ['TRAILER_SPREAD', 17], ['TRAILER_TRIDEM', 6],
    ['DOLLY_SINGLE', 2], ['MISC_YARD_TRUCK', 3],
  ];
}

/** Straight trucks share the tractors' numbers (one sequence per prefix), as they did when filed as tractors. */
const UNIT_PREFIX: Record<UnitTypeCode, string> = { tractor: 'T', straight_truck: 'T', trailer: 'R', dolly: 'D', misc: 'Y' };

/** A unit with its own engine. Straight trucks are drawn like tractors, so the demo fleet stays the same draw for draw. */
const powered = (type: UnitTypeCode) => type === 'tractor' || type === 'straight_truck';

/** Miles a day, averaged over the calendar. */
function milesPerDay(rng: Random, configuration: AxleConfiguration, vocation: string): number {
  if (configuration.unitType === 'misc') return rng.float(8, 25);
  const haul = vocation === 'LINE_HAUL' ? 1.25 : VOCATIONAL.has(vocation) ? 0.55 : vocation === 'PICKUP_DELIVERY' ? 0.6 : 1;
  const base = powered(configuration.unitType) ? rng.float(190, 300) : configuration.unitType === 'trailer' ? rng.float(100, 190) : rng.float(60, 140);
  return base * haul;
}

function plate(rng: Random, country: 'US' | 'CA', type: UnitTypeCode): string {
  if (type === 'trailer' || type === 'dolly') return country === 'US' ? `${rng.letters(1)}${rng.digits(6)}` : `${rng.letters(1)}${rng.digits(5)}${rng.letters(1)}`;
  return country === 'US' ? `${rng.letters(3)}${rng.digits(4)}` : `${rng.letters(4)}${rng.digits(3)}`;
}

/** The yard's units with a tire on every wheel, and a couple of spares on the rack. */
export function createUnits(env: YardEnvironment, configurations: AxleConfiguration[]): UnitState[] {
  const { rng, ctx, location, account } = env;
  const byCode = new Map(configurations.map((c) => [c.code, c]));
  const mix = unitMix(account.profile.vocationValue, account.profile.wideBaseShare).filter(([, weight]) => weight > 0);
  const sequence: Record<string, number> = {};
  const nowYear = ctx.now.getUTCFullYear();
  const usdot = String(1_000_000 + ((account.id * 7_919) % 3_000_000));
  const units: UnitState[] = [];

  for (let n = 0; n < location.unitCount; n += 1) {
    // The first two units are a tractor and a trailer, so even the smallest yard has both.
    const code = n === 0 ? mix.find(([c]) => powered(byCode.get(c)!.unitType))![0] : n === 1 ? mix.find(([c]) => byCode.get(c)!.unitType === 'trailer')![0] : rng.weighted(mix);
    const configuration = byCode.get(code)!;
    const type = configuration.unitType;
    const prefix = UNIT_PREFIX[type];
    sequence[prefix] = (sequence[prefix] ?? 0) + 1;
    const towed = type === 'trailer' || type === 'dolly';
    const makers = type === 'trailer' ? TRAILER_MANUFACTURERS : type === 'dolly' ? DOLLY_MANUFACTURERS : TRACTOR_MANUFACTURERS;
    const manufacturer = rng.pick(Object.keys(makers));
    const year = rng.int(towed ? nowYear - 15 : nowYear - 9, nowYear);
    const id = ctx.ids.next(t.units);
    const createdAt = addDays(ctx.historyStart, -rng.int(10, 900));
    const unit: UnitState = {
      id,
      unitNumber: `${prefix}${(location.index + 1) * 1000 + sequence[prefix]}`,
      type,
      configuration,
      wheels: wheelPositions(configuration),
      licensePlate: plate(rng, location.hub.country, type),
      odometerAtStart: type === 'dolly' || (towed && rng.chance(0.4)) ? null : rng.int(towed ? 20_000 : 60_000, towed ? 450_000 : 700_000),
      milesPerDay: milesPerDay(rng, configuration, account.profile.vocationValue),
      hasEngineHours: !towed,
      tires: new Map(),
    };
    units.push(unit);
    const pick = (kind: string) => rng.pick(UNIT_SELECT_OPTIONS[kind]!);
    ctx.writer.add(t.units, {
      id, accountId: account.id, fleetLocationId: location.id, unitNumber: unit.unitNumber, vin: vin(rng, manufacturer, year),
      dot: powered(type) ? usdot : null, licensePlate: unit.licensePlate, licensePlateState: location.hub.state,
      manufacturer, year, unitTypeId: env.ref.unitTypeIds[type], model: rng.pick(makers[manufacturer]!),
      vocationId: account.vocationId, axleConfigurationId: configuration.id,
      axleManufacturer: pick('axle_manufacturers'), axleType: configuration.axles.length >= 3 ? 'Tridem' : configuration.axles.length === 1 ? 'Single' : 'Tandem',
      brakingSystem: pick('braking_systems'),
      engineManufacturer: towed ? null : pick('engine_manufacturers'), engineType: towed ? null : pick('engine_types'),
      fifthWheelSetting: powered(type) ? pick('fifth_wheel_settings') : null, loadingSystem: type === 'trailer' ? pick('loading_systems') : null,
      suspensionType: pick('suspension_types'),
      transmissionManufacturer: towed ? null : pick('transmission_manufacturers'), transmissionType: towed ? null : pick('transmission_types'),
      version: 1, createdAt, updatedAt: createdAt, deletedAt: null,
    });
    for (const wheel of unit.wheels) {
      // Wheels come outer before inner and left before right: the second of a pair copies the first.
      const partner = unit.tires.get(wheelKey(partnerWheel(unit, wheel)));
      mountTire(unit, wheel, createTire(env, unit, wheel, ctx.historyStart, true, partner));
    }
  }
  const tractor = units[0]!;
  for (let k = 0; k < rng.int(1, 3); k += 1) createSpare(env, tractor, rng.pick(tractor.wheels), addDays(ctx.now, -rng.int(5, 200)));
  return units;
}
