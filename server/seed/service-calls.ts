import * as t from '../db/schema';
import { addDays, addMinutes, round } from './context';
import type { UnitState, YardEnvironment } from './fleet-state';
import type { Application } from './products-catalog';
import { CA_HUB_LIST, US_HUB_LIST } from './reference-geography';
import { chooseNewProduct } from './tire-factory';

type CallType = 'emergency' | 'scheduled' | 'stock';
type WheelPosition = Application | 'unknown';

interface Item {
  kind: 'new_tire' | 'retread' | 'repair' | 'labor';
  productId: number | null;
  quantity: number;
  amount: number;
}

/** Winter brings more breakdowns: a weight per month, January first. */
const MONTH_WEIGHT = [1.35, 1.3, 1.1, 1, 0.95, 0.9, 0.95, 0.95, 0.95, 1, 1.1, 1.3];

/**
 * Two years of dealer service calls for a yard, about 0.4 a unit a year: emergencies on the
 * road (roll times of 30 to 300 minutes), scheduled work in the yard or shop, stock deliveries.
 */
export function drawServiceCalls(env: YardEnvironment, units: UnitState[]): void {
  const { ctx, rng, location } = env;
  const historyDays = (ctx.now.getTime() - ctx.historyStart.getTime()) / 86_400_000;
  const count = Math.max(2, Math.round(units.length * 0.4 * (historyDays / 365) * rng.float(0.8, 1.2)));
  const moments: Date[] = [];
  while (moments.length < count) {
    const at = addDays(ctx.historyStart, rng.float(0, historyDays - 0.5));
    if (rng.next() * 1.35 < MONTH_WEIGHT[at.getUTCMonth()]!) moments.push(at);
  }
  moments.sort((a, b) => a.getTime() - b.getTime());
  const hubs = location.hub.country === 'US' ? US_HUB_LIST : CA_HUB_LIST;

  for (const calledAt of moments) {
    const callType = rng.weighted<CallType>([['emergency', 35], ['scheduled', 45], ['stock', 20]]);
    const place =
      callType === 'emergency' ? rng.weighted([['roadside', 70], ['yard', 30]] as const)
      : callType === 'scheduled' ? rng.weighted([['yard', 55], ['shop', 45]] as const)
      : rng.weighted([['shop', 50], ['yard', 50]] as const);
    const wheelPosition: WheelPosition = callType === 'stock' ? 'unknown' : rng.weighted<WheelPosition>([['steer', 30], ['drive', 35], ['trail', 30], ['unknown', 5]]);
    const rollMinutes =
      callType === 'emergency' ? Math.min(300, Math.max(30, Math.round(Math.exp(rng.normal(Math.log(105), 0.45)))))
      : callType === 'scheduled' ? rng.int(20, 150)
      : null;
    const items = serviceItems(env, callType, wheelPosition === 'unknown' ? rng.pick(['steer', 'drive', 'trail'] as const) : wheelPosition);
    const id = ctx.ids.next(t.serviceCalls);
    ctx.writer.add(t.serviceCalls, {
      id, accountId: env.account.id, fleetLocationId: location.id, dealerId: rng.pick(location.serviceDealerIds),
      unitId: callType === 'stock' ? null : rng.pick(units).id, callType, place,
      // Roadside calls happen on the lanes out of the yard, often across a state line.
      state: place === 'roadside' && rng.chance(0.5) ? rng.pick(hubs).state : location.hub.state,
      wheelPosition, calledAt, rolledAt: rollMinutes === null ? null : addMinutes(calledAt, rollMinutes),
      totalCost: items.reduce((sum, item) => sum + item.amount, 0).toFixed(2),
    });
    for (const item of items) {
      ctx.writer.add(t.serviceCallItems, { id: ctx.ids.next(t.serviceCallItems), serviceCallId: id, kind: item.kind, productId: item.productId, quantity: item.quantity, amount: item.amount.toFixed(2) });
    }
  }
}

function serviceItems(env: YardEnvironment, callType: CallType, application: Application): Item[] {
  const { rng, account, catalog } = env;
  const size = application === 'trail' ? account.profile.trailerSize : account.profile.primarySize;
  const newTire = (quantity: number): Item => {
    const product = chooseNewProduct(env, application, size);
    return { kind: 'new_tire', productId: product.id, quantity, amount: round(product.price * quantity, 2) };
  };
  const retread = (quantity: number): Item | null => {
    const caps = catalog.retreads(application, size);
    if (caps.length === 0) return null;
    const cap = rng.pick(caps);
    return { kind: 'retread', productId: cap.id, quantity, amount: round(cap.price * quantity, 2) };
  };
  const repair = (quantity: number): Item => ({ kind: 'repair', productId: null, quantity, amount: round(rng.float(35, 95) * quantity, 2) });
  const labor = (amount: number): Item => ({ kind: 'labor', productId: null, quantity: 1, amount: round(amount, 2) });

  const items: (Item | null)[] = [];
  if (callType === 'emergency') {
    items.push(rng.chance(0.7) ? newTire(1) : repair(1), labor(rng.float(150, 350)));
  } else if (callType === 'scheduled') {
    const quantity = rng.int(1, 4);
    items.push(application !== 'steer' && rng.chance(0.4) ? retread(quantity) : newTire(quantity), labor(quantity * rng.float(45, 90)));
    if (rng.chance(0.3)) items.push(repair(rng.int(1, 3)));
  } else {
    items.push(newTire(rng.int(4, 20)));
    if (application !== 'steer' && rng.chance(0.4)) items.push(retread(rng.int(4, 12)));
  }
  return items.filter((item): item is Item => item !== null);
}
