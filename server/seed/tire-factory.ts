import * as t from '../db/schema';
import type { WheelPosition } from './axle-configurations';
import { addDays, round } from './context';
import { wheelKey, type TireState, type UnitState, type YardEnvironment } from './fleet-state';
import { WIDE_BASE_SIZE, type Application } from './products-catalog';
import { stream } from './random';
import type { WearConditionCode } from './reference-catalogs';
import type { ProductInfo } from './seed-products';

/** Tread worn per 1,000 miles, in mm: a steer tire lasts about 200,000 miles, a trailer tire longer. */
const WEAR_PER_THOUSAND_MILES: Record<Application, number> = { steer: 0.05, drive: 0.055, trail: 0.035 };

/** The irregular wear each position tends to show. */
const TYPICAL_WEAR: Record<Application, readonly WearConditionCode[]> = {
  steer: ['FEATHERING', 'ONE_SIDE_SHOULDER', 'CUPPING', 'RIVER_WEAR', 'ERRATIC_DEPRESSION', 'SIDEWALL_DAMAGE', 'CENTER'],
  drive: ['HEEL_TOE', 'CUTS_CHIPS', 'STONE_DRILLING', 'CENTER', 'BOTH_SHOULDER', 'RIB_PUNCH'],
  trail: ['DIAGONAL', 'FLAT_SPOT', 'CUPPING', 'BOTH_SHOULDER', 'BEAD_DAMAGE', 'RUN_FLAT', 'ONE_SIDE_SHOULDER'],
};

export function tireSizeFor(env: YardEnvironment, unit: UnitState, wheel: WheelPosition): string {
  if (wheel.wideBase) return WIDE_BASE_SIZE;
  const towed = unit.type === 'trailer' || unit.type === 'dolly';
  return towed ? env.account.profile.trailerSize : env.account.profile.primarySize;
}

/** A fleet buys a few lines per position: two of the manufacturer's and two competitors'. */
function preferredProducts(env: YardEnvironment, application: Application, size: string): ProductInfo[] {
  const candidates = env.catalog.newTires(application, size);
  const rng = stream(env.ctx.seed, 'preferred-products', env.account.id, application, size);
  const own = rng.sample(candidates.filter((p) => p.isOwnBrand), 2);
  const others = rng.sample(candidates.filter((p) => !p.isOwnBrand), 2);
  return [...own, ...others];
}

export function chooseNewProduct(env: YardEnvironment, application: Application, size: string): ProductInfo {
  const { rng } = env;
  const all = env.catalog.newTires(application, size);
  if (all.length === 0) throw new Error(`no ${application} product in ${size}`);
  const preferred = preferredProducts(env, application, size);
  const wantOwn = rng.chance(env.account.profile.ownBrandShare);
  const pool = (rng.chance(0.85) ? preferred : all).filter((p) => p.isOwnBrand === wantOwn);
  return pool.length > 0 ? rng.pick(pool) : rng.pick(all);
}

/**
 * A tire for a wheel (mounted there by the caller): a new tire or, on drive and trailer
 * positions, a retread in the fleet's share. An initial tire (mounted before the history
 * starts) arrives part-worn. With a partner (the other tire of a dual pair or of a steer
 * axle) it is the same product, mounted with it, so the pair starts matched.
 */
export function createTire(env: YardEnvironment, unit: UnitState, wheel: WheelPosition, mountedAt: Date, initial: boolean, partner?: TireState): TireState {
  const { rng, ctx, account } = env;
  const application = wheel.positionClass;
  const size = tireSizeFor(env, unit, wheel);
  const product = partner?.product ?? chooseNewProduct(env, application, size);
  const caps = env.catalog.retreads(application, size);
  const ownCaps = caps.filter((p) => p.isOwnBrand);
  const isRetread = partner ? partner.cap !== null : application !== 'steer' && rng.chance(account.profile.retreadShare);
  const cap = partner ? partner.cap : isRetread && caps.length > 0 ? rng.pick(rng.chance(account.profile.ownBrandShare) && ownCaps.length > 0 ? ownCaps : caps) : null;
  const newTreadMm = cap ? cap.treadDepthNewMm : product.treadDepthNewMm;
  const quality = Math.exp(rng.normal(0, 0.18)) * (product.isOwnBrand ? 0.95 : 1) * (cap ? 1.05 : 1) * (wheel.wideBase ? 1.1 : 1);
  const wearPerDayMm = ((WEAR_PER_THOUSAND_MILES[application] * unit.milesPerDay) / 1000) * quality;

  let createdAt = mountedAt;
  let treadMm = newTreadMm;
  if (initial && partner) {
    createdAt = partner.createdAt;
    treadMm = Math.min(newTreadMm, partner.treadMm + rng.normal(0, 0.4));
  } else if (initial) {
    const ageDays = rng.int(0, 700);
    createdAt = addDays(mountedAt, -ageDays);
    treadMm = newTreadMm - wearPerDayMm * ageDays;
    // A tire that would already be worn out was replaced recently: start it anywhere on its life.
    if (treadMm < 5) treadMm = rng.float(5, newTreadMm);
  }
  const manufacturedAt = addDays(createdAt, -(cap ? rng.int(700, 2500) : rng.int(20, 250)));
  const typical = TYPICAL_WEAR[application];
  const wearCode = rng.chance(0.07) ? rng.pick(typical) : null;
  const tire: TireState = {
    id: ctx.ids.next(t.tires),
    accountId: account.id,
    product,
    cap,
    previousCaps: partner ? partner.previousCaps : cap ? rng.weighted([[1, 0.6], [2, 0.3], [3, 0.1]] as const) : 0,
    valveTypeId: rng.weighted(env.ref.valveTypeIds.map((id, i) => [id, i === 0 ? 5 : i === 4 ? 3 : 1] as const)),
    manufacturedAt,
    createdAt,
    updatedAt: mountedAt,
    status: 'mounted',
    unitId: unit.id,
    axleNumber: wheel.axleNumber,
    side: wheel.side,
    place: wheel.place,
    newTreadMm,
    treadMm: round(treadMm, 3),
    treadAt: mountedAt,
    wearPerDayMm,
    leakShare: rng.chance(0.04) ? rng.float(0.12, 0.35) : 0,
    wearCondition: wearCode ? env.ref.wearConditions.find((c) => c.code === wearCode)! : null,
  };
  env.tires.push(tire);
  return tire;
}

/** The wheel a tire is matched with: the other dual on the same side, or the other end of a singles axle. */
export function partnerWheel(unit: UnitState, wheel: WheelPosition): WheelPosition {
  return unit.wheels.find((other) =>
    other.axleNumber === wheel.axleNumber &&
    (wheel.place === 'single' ? other.side !== wheel.side : other.side === wheel.side && other.place !== wheel.place),
  )!;
}

/** Puts a tire on a wheel of a unit. */
export function mountTire(unit: UnitState, wheel: WheelPosition, tire: TireState): void {
  unit.tires.set(wheelKey(wheel), tire);
}

/** A spare on the yard's rack, sized for a wheel of the given unit. */
export function createSpare(env: YardEnvironment, unit: UnitState, wheel: WheelPosition, at: Date): TireState {
  const tire = createTire(env, unit, wheel, at, false);
  Object.assign(tire, { status: 'spare', unitId: null, axleNumber: null, side: null, place: null });
  return tire;
}

/** Applies wear up to a moment; tread never goes below what a gauge can still read. */
export function advanceWear(tire: TireState, at: Date): void {
  const days = (at.getTime() - tire.treadAt.getTime()) / 86_400_000;
  if (days <= 0) return;
  tire.treadMm = Math.max(0.3, tire.treadMm - tire.wearPerDayMm * days);
  tire.treadAt = at;
}

/** ISO-like week of the year, 1 to 52, as printed in the DOT code. */
export function dotWeek(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.min(52, Math.floor((date.getTime() - start) / (7 * 86_400_000)) + 1);
}

/** Symbols of a TIN (49 CFR 574.5 leaves out G, I, O, Q, S and Z). */
const TIN_SYMBOLS = 'ABCDEFHJKLMNPRTUVWXY0123456789';

/**
 * The tire's full DOT code and the week and year in it. A stream of its own per tire, so the
 * rest of the demo draws the same numbers as before. About one steer tire in 40 sat in stock
 * for a decade before it was mounted, so the demo shows a few over-age steer tires (critical
 * at 10 years under the default age rule, contract/tire-age.ts).
 */
export function dotOf(seed: number, tire: TireState): { dotCode: string; dotWeek: number; dotYear: number } {
  const rng = stream(seed, 'dot-code', tire.id);
  const symbols = (n: number) => Array.from({ length: n }, () => TIN_SYMBOLS[rng.int(0, TIN_SYMBOLS.length - 1)]).join('');
  const stocked = tire.product.application === 'steer' && tire.cap === null && rng.chance(0.025);
  const made = stocked ? addDays(tire.manufacturedAt, -rng.int(3650, 4400)) : tire.manufacturedAt;
  const week = dotWeek(made);
  const year = made.getUTCFullYear();
  const date = `${String(week).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`;
  return { dotCode: `${symbols(4)} ${symbols(4)} ${date}`, dotWeek: week, dotYear: year };
}

export function writeTire(env: YardEnvironment, tire: TireState): void {
  env.ctx.writer.add(t.tires, {
    id: tire.id,
    accountId: tire.accountId,
    serialNumber: `${tire.product.brandName.slice(0, 2).toUpperCase()}${tire.id.toString(36).toUpperCase().padStart(7, '0')}`,
    productId: tire.product.id,
    brandId: tire.product.brandId,
    productLineId: tire.product.productLineId,
    tireSizeId: tire.product.tireSizeId,
    isRetread: tire.cap !== null,
    retreadBrandId: tire.cap?.brandId ?? null,
    retreadProductLineId: tire.cap?.productLineId ?? null,
    previousCaps: tire.previousCaps,
    valveTypeId: tire.valveTypeId,
    ...dotOf(env.ctx.seed, tire),
    status: tire.status,
    unitId: tire.unitId,
    axleNumber: tire.axleNumber,
    side: tire.side,
    place: tire.place,
    version: 1,
    createdAt: tire.createdAt,
    updatedAt: tire.updatedAt,
  });
}
