import * as t from '../db/schema';
import { addDays, DAY_MS } from './context';
import type { CasingCandidate, YardEnvironment } from './fleet-state';

/** Casings leave a yard in batches: everything pulled within two weeks goes on one order. */
const BATCH_DAYS = 14;

/**
 * The yard's retread orders, drawn from the casings its surveys pulled. CTSC turn a batch
 * around in 3 to 9 days, other retreaders in 5 to 16; an order not finished by now is still
 * in the plant, and its casings' tires are in retread. Rejected casings are scrapped.
 */
export function drawRetreadOrders(env: YardEnvironment): void {
  const { ctx, rng, location, account, orgs } = env;
  const retreaders = orgs.dealers.filter((dealer) => dealer.isRetreader && dealer.country === location.hub.country);
  const linked = retreaders.filter((dealer) => account.dealerIds.includes(dealer.id));
  const ctsc = retreaders.filter((dealer) => dealer.isCtsc);
  const others = retreaders.filter((dealer) => !dealer.isCtsc);
  if (retreaders.length === 0) return;

  const batches = new Map<number, CasingCandidate[]>();
  for (const casing of env.casings) {
    const batch = Math.floor((casing.removedAt.getTime() - ctx.historyStart.getTime()) / (BATCH_DAYS * DAY_MS));
    batches.set(batch, [...(batches.get(batch) ?? []), casing]);
  }
  for (const casings of batches.values()) {
    const retreader = linked.length > 0 && rng.chance(0.5) ? rng.pick(linked) : rng.chance(0.6) && ctsc.length > 0 ? rng.pick(ctsc) : rng.pick(others.length > 0 ? others : retreaders);
    const lastRemoval = Math.max(...casings.map((casing) => casing.removedAt.getTime()));
    let receivedAt = addDays(new Date(lastRemoval), rng.float(1, 4));
    // Casings pulled in the last days are received within hours, never after the demo's today.
    if (receivedAt >= ctx.now) receivedAt = new Date(lastRemoval + 2 * 3_600_000);
    const finishedAt = addDays(receivedAt, retreader.isCtsc ? rng.float(3, 9) : rng.float(5, 16));
    const finished = finishedAt < ctx.now;
    const orderId = ctx.ids.next(t.retreadOrders);
    ctx.writer.add(t.retreadOrders, {
      id: orderId, accountId: account.id, fleetLocationId: location.id, retreaderId: retreader.id, receivedAt, finishedAt: finished ? finishedAt : null,
    });
    for (const { tire, positionClass } of casings) {
      const ageMonths = Math.max(1, Math.round((receivedAt.getTime() - tire.manufacturedAt.getTime()) / (30.44 * DAY_MS)));
      const rejectShare = 0.1 + 0.05 * tire.previousCaps + (ageMonths > 60 ? 0.1 : 0);
      const status = rng.chance(rejectShare) ? 'rejected' : rng.chance(0.09) ? 'used' : 'retread';
      ctx.writer.add(t.casings, {
        id: ctx.ids.next(t.casings), retreadOrderId: orderId, tireId: tire.id, casingBrandId: tire.product.brandId,
        tireSizeId: tire.product.tireSizeId, positionClass, status,
        rejectReasonId: status === 'rejected' ? rng.pick(env.ref.rejectReasonIds) : null,
        previousCaps: tire.previousCaps, ageMonths, nailHoleRepairs: rng.poisson(0.6), sectionRepairs: rng.poisson(0.15),
        spotRepairs: rng.poisson(0.3), beadRepairs: rng.poisson(0.05),
      });
      tire.status = status === 'rejected' ? 'scrapped' : finished ? 'removed' : 'in_retread';
      tire.updatedAt = finished ? finishedAt : receivedAt;
    }
  }
}
